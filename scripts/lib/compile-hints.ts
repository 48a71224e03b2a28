import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with it has every function compiled
 * while it streams in, on a background thread, instead of each one on the main thread the first
 * time it is called. The code a shopper page runs as it loads (React DOM, Next's router, the page's
 * own parts) is nearly all called during hydration; compiled lazily, that was about 100 ms of the main
 * thread per load on the bench machine (V8.CompileCode and V8.ParseFunction in a Chromium trace of the
 * home page), four times that on a throttled phone, and most of the page's blocking time.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

interface RouteManifest {
  entryJSFiles?: Record<string, string[]>
}

/**
 * The files shopper pages load first: Next's own entry scripts and every entry chunk of the shopper
 * routes' manifests (their layouts, pages and Next's built-in parts; not the parts loaded later). The
 * admin's routes are left alone: their bundles are far larger and mostly unused on a load.
 */
function shopperFirstLoadScripts(nextDir: string): string[] {
  const buildManifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] }
  const files = new Set(buildManifest.rootMainFiles)
  for (const manifestFile of clientReferenceManifests(path.join(nextDir, 'server', 'app', '(site)'))) {
    for (const manifest of readClientReferenceManifests(manifestFile))
      for (const chunks of Object.values(manifest.entryJSFiles ?? {})) chunks.forEach((chunk) => files.add(chunk))
  }
  return [...files].filter((file) => file.endsWith('.js')).sort()
}

function clientReferenceManifests(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('_client-reference-manifest.js'))
    .map((file) => path.join(dir, file))
}

/** A manifest file assigns one JSON object per route to globalThis.__RSC_MANIFEST[...]. */
function readClientReferenceManifests(file: string): RouteManifest[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/^globalThis\.__RSC_MANIFEST\[[^\n]*?\] = (\{.*\});?$/gm)].map((match) => JSON.parse(match[1]!) as RouteManifest)
}

/** Puts the compile hint at the top of every shopper first-load script of the build in `nextDir` (once; a second run changes nothing). */
export function markCompileHints(nextDir: string): { marked: number; files: number } {
  const files = shopperFirstLoadScripts(nextDir)
  let marked = 0
  for (const file of files) {
    const full = path.join(nextDir, file)
    const code = readFileSync(full, 'utf8')
    if (code.startsWith(COMPILE_HINT)) continue
    writeFileSync(full, COMPILE_HINT + code)
    marked += 1
  }
  return { marked, files: files.length }
}
