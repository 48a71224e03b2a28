import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { COMPILE_HINT, markCompileHints } from './compile-hints'

/** A build folder shaped as next build leaves it: the build manifest and one client reference manifest per route. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/react-dom.js', 'static/chunks/router.js'] }))
  const manifest = (route: string, entryJSFiles: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["${route}"] = ${JSON.stringify({ clientModules: {}, entryJSFiles })};\n`
  write(
    'server/app/(site)/[host]/cars/[slug]/page_client-reference-manifest.js',
    manifest('/(site)/[host]/cars/[slug]/page', {
      '[project]/node_modules/next/dist/client/components/builtin/not-found': ['static/chunks/next-builtins.js'],
      '[project]/src/app/(site)/[host]/layout': ['static/chunks/layout.js'],
      '[project]/src/app/(site)/[host]/cars/[slug]/page': ['static/chunks/layout.js', 'static/chunks/vehicle.js', 'static/chunks/vehicle.css'],
    }),
  )
  write(
    'server/app/(payload)/admin/page_client-reference-manifest.js',
    manifest('/(payload)/admin/page', { '[project]/src/app/(payload)/admin/page': ['static/chunks/admin.js'] }),
  )
  for (const name of ['react-dom', 'router', 'next-builtins', 'layout', 'vehicle', 'admin', 'later-island'])
    write(`static/chunks/${name}.js`, `console.log("${name}")`)
  write('static/chunks/vehicle.css', 'body{}')
  return dir
}

const read = (dir: string, name: string) => readFileSync(path.join(dir, 'static', 'chunks', name), 'utf8')

describe('compile hints on the shopper pages first-load scripts', () => {
  it("marks Next's entry scripts and every entry chunk of the shopper routes, not the admin's or parts loaded later", () => {
    const dir = fakeBuild()
    expect(markCompileHints(dir)).toEqual({ marked: 5, files: 5 })
    for (const name of ['react-dom', 'router', 'next-builtins', 'layout', 'vehicle'])
      expect(read(dir, `${name}.js`)).toBe(`${COMPILE_HINT}console.log("${name}")`)
    expect(read(dir, 'admin.js')).toBe('console.log("admin")')
    expect(read(dir, 'later-island.js')).toBe('console.log("later-island")')
    expect(read(dir, 'vehicle.css')).toBe('body{}')
  })

  it('a second run changes nothing', () => {
    const dir = fakeBuild()
    markCompileHints(dir)
    expect(markCompileHints(dir)).toEqual({ marked: 0, files: 5 })
    expect(read(dir, 'vehicle.js')).toBe(`${COMPILE_HINT}console.log("vehicle")`)
  })
})
