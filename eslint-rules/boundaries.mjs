import path from 'node:path'

import ts from 'typescript'

/**
 * The layout's boundaries (ARCHITECTURE.md "Layers"), as lint rules over this project's own import
 * paths: every alias in tsconfig.json ('@/…', '@blocks/…', '@payload-config', …) and relative paths.
 * A rule of our own rather than eslint-plugin-boundaries: that plugin needs an import resolver, whose
 * current versions build a native module at install time, and these checks are path arithmetic.
 * Cycles between capabilities are also checked by dependency-cruiser (.dependency-cruiser.mjs).
 */
const root = path.resolve(import.meta.dirname, '..')
const repoPath = (absolute) => path.relative(root, absolute).split(path.sep).join('/')

/** tsconfig.json's `paths`, read with TypeScript's own reader, so an alias added there is checked at once. */
function tsconfigAliases() {
  const { config, error } = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile)
  if (error) throw new Error(`boundaries: cannot read tsconfig.json: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`)
  return Object.entries(config.compilerOptions.paths).map(([alias, [target]]) => ({
    alias: alias.replace(/\*$/, ''),
    target: repoPath(path.resolve(root, target.replace(/\*$/, ''))),
    wildcard: alias.endsWith('*'),
  }))
}
const aliases = tsconfigAliases()

function importedPath(filename, specifier) {
  if (specifier.startsWith('.')) return repoPath(path.resolve(path.dirname(filename), specifier))
  for (const { alias, target, wildcard } of aliases) {
    if (wildcard ? specifier.startsWith(alias) : specifier === alias) return wildcard ? `${target}/${specifier.slice(alias.length)}` : target
  }
  return null
}
const capabilityOf = (file) => /^src\/features\/([^/]+)(?:\/|$)/.exec(file)?.[1] ?? null
const withoutExtension = (file) => file.replace(/\.(tsx?|mjs|js)$/, '')
const isTypeOnly = (node) =>
  node.importKind === 'type' || node.exportKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))

/** Calls `check(target, node)` for every import, re-export and dynamic import of a project file. */
function onImports(context, check) {
  const from = repoPath(context.filename)
  const visit = (node) => {
    const specifier = node.source?.value
    if (typeof specifier !== 'string') return
    const target = importedPath(context.filename, specifier)
    if (target) check({ from, target: withoutExtension(target), node })
  }
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit }
}

const capabilityEntry = {
  meta: {
    type: 'problem',
    messages: {
      internal:
        "Import the {{capability}} capability through '@/features/{{capability}}' (its server code), '@/features/{{capability}}/ui' (its components) or '@/features/{{capability}}/client' (what client components may import), not '{{target}}'.",
    },
  },
  create: (context) =>
    onImports(context, ({ from, target, node }) => {
      const capability = capabilityOf(target)
      if (!capability || capability === capabilityOf(from)) return
      const entry = target.slice(`src/features/${capability}`.length)
      if (!['', '/index', '/ui', '/client'].includes(entry)) context.report({ node, messageId: 'internal', data: { capability, target } })
    }),
}

/**
 * The layer of a repository file. Files outside these (tests, scripts, seeds, src/payload-types.ts,
 * src/demo-stock/, migrations/) are no layer: they are not checked, and any layer may import them
 * (the domain excepted: pure-domain).
 */
function layerOf(repoFile) {
  const file = withoutExtension(repoFile)
  if (/^src\/(app\/|proxy$|instrumentation$)/.test(file)) return 'routes'
  if (/^blocks(\/|$)/.test(file)) return 'blocks'
  if (/^src\/features(\/|$)/.test(file)) return 'capabilities'
  if (/^src\/components(\/|$)/.test(file)) return 'components'
  if (/^src\/platform(\/|$)/.test(file)) return 'platform'
  if (/^src\/domain(\/|$)/.test(file)) return 'domain'
  if (/^(payload\.config$|collections(\/|$)|access(\/|$))/.test(file)) return 'config'
  return null
}

/** What each layer may import, besides files of no layer (src/domain has pure-domain instead). */
const MAY_IMPORT = {
  routes: ['routes', 'config', 'blocks', 'capabilities', 'components', 'platform', 'domain'],
  config: ['config', 'blocks', 'capabilities', 'platform', 'domain'],
  blocks: ['blocks', 'capabilities', 'components', 'platform', 'domain'],
  capabilities: ['capabilities', 'components', 'platform', 'domain'],
  components: ['components', 'platform', 'domain'],
  // The Payload config is the one file of the config the platform loads (getPayloadClient).
  platform: ['platform', 'domain', 'payload.config'],
}

const layers = {
  meta: { type: 'problem', messages: { layer: '{{from}} may import {{allowed}}, not \'{{target}}\' ({{layer}}): ARCHITECTURE.md "Layers".' } },
  create: (context) =>
    onImports(context, ({ from, target, node }) => {
      const allowed = MAY_IMPORT[layerOf(from)]
      const layer = layerOf(target)
      if (!allowed || !layer || allowed.includes(layer) || allowed.includes(target)) return
      context.report({ node, messageId: 'layer', data: { from: layerOf(from), allowed: allowed.join(', '), target, layer } })
    }),
}

/**
 * The capabilities from the lowest to the highest: each imports only capabilities before it here, so
 * dependencies between them run one way (a page that composes a higher one takes it as a prop or slot
 * from its route). A new capability takes its place in this list.
 */
const CAPABILITY_ORDER = [
  'insights',
  'analytics',
  'maps',
  'finance-quotes',
  'compare-and-favourites',
  'search',
  'health',
  'calculators',
  'leads',
  'models',
  'offers',
  'price-comparison',
  'navigation',
  'brands',
  'accounts',
  'spin-to-win',
  'finance',
  'trade-in',
  'vehicle',
  'publishing',
  'locations',
  'reservations',
]

const capabilityOrder = {
  meta: {
    type: 'problem',
    messages: {
      upward:
        'The {{from}} capability may import only capabilities below it in CAPABILITY_ORDER (eslint-rules/boundaries.mjs), not {{to}}: take what it needs from {{to}} as a prop or slot from the route, or move the piece down.',
      unlisted: 'Give the {{capability}} capability its place in CAPABILITY_ORDER (eslint-rules/boundaries.mjs).',
    },
  },
  create: (context) =>
    onImports(context, ({ from, target, node }) => {
      const [source, imported] = [capabilityOf(from), capabilityOf(target)]
      if (!source || !imported || source === imported) return
      const unlisted = [source, imported].find((capability) => !CAPABILITY_ORDER.includes(capability))
      if (unlisted) return context.report({ node, messageId: 'unlisted', data: { capability: unlisted } })
      if (CAPABILITY_ORDER.indexOf(imported) > CAPABILITY_ORDER.indexOf(source))
        context.report({ node, messageId: 'upward', data: { from: source, to: imported } })
    }),
}

const pureDomain = {
  meta: {
    type: 'problem',
    messages: {
      impure:
        "src/domain holds pure rules: it imports other domain modules and libraries only, not '{{target}}' (a capability's types and the generated Payload types may be imported with `import type`).",
    },
  },
  create: (context) =>
    onImports(context, ({ from, target, node }) => {
      if (!from.startsWith('src/domain/') || target.startsWith('src/domain/') || target === 'src/domain') return
      if (isTypeOnly(node) && (target === 'src/payload-types' || /^src\/features\/[^/]+$/.test(target))) return
      context.report({ node, messageId: 'impure', data: { target } })
    }),
}

const searchInternals = {
  meta: {
    type: 'problem',
    messages: { internal: "Routes, blocks and the search front door never reach the search engine or an adapter ('{{target}}'): use '@/features/search'." },
  },
  create: (context) =>
    onImports(context, ({ from, target, node }) => {
      const outsideSearch = /^(src\/app|blocks)\//.test(from) || /^src\/features\/search\/(index|ui|client)\.ts$/.test(from)
      if (outsideSearch && /^src\/features\/search\/(engine|adapters)(\/|$)/.test(target)) context.report({ node, messageId: 'internal', data: { target } })
    }),
}

export const boundaries = {
  rules: { 'capability-entry': capabilityEntry, layers, 'capability-order': capabilityOrder, 'pure-domain': pureDomain, 'search-internals': searchInternals },
}
