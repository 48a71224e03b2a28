import path from 'node:path'

/**
 * The layout's boundaries (ARCHITECTURE.md "Layers"), as lint rules over this project's own
 * import paths ('@/…' is src/, everything else relative). A rule of our own rather than
 * eslint-plugin-boundaries: that plugin needs an import resolver, whose current versions build a
 * native module at install time, and these checks are path arithmetic on three folder names.
 */
const root = path.resolve(import.meta.dirname, '..')
const repoPath = (absolute) => path.relative(root, absolute).split(path.sep).join('/')

function importedPath(filename, specifier) {
  if (specifier.startsWith('@/')) return `src/${specifier.slice(2)}`
  if (specifier.startsWith('.')) return repoPath(path.resolve(path.dirname(filename), specifier))
  return null
}
const capabilityOf = (file) => /^src\/features\/([^/]+)(?:\/|$)/.exec(file)?.[1] ?? null
const withoutExtension = (file) => file.replace(/\.(tsx?|mjs|js)$/, '')
const isTypeOnly = (node) => node.importKind === 'type' || node.exportKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))

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
  meta: { type: 'problem', messages: { internal: "Import the {{capability}} capability through '@/features/{{capability}}' (its server code), '@/features/{{capability}}/ui' (its components) or '@/features/{{capability}}/client' (what client components may import), not '{{target}}'." } },
  create: (context) =>
    onImports(context, ({ from, target, node }) => {
      const capability = capabilityOf(target)
      if (!capability || capability === capabilityOf(from)) return
      const entry = target.slice(`src/features/${capability}`.length)
      if (!['', '/index', '/ui', '/client'].includes(entry)) context.report({ node, messageId: 'internal', data: { capability, target } })
    }),
}

const pureDomain = {
  meta: { type: 'problem', messages: { impure: "src/domain holds pure rules: it imports other domain modules and libraries only, not '{{target}}' (a capability's types and the generated Payload types may be imported with `import type`)." } },
  create: (context) =>
    onImports(context, ({ from, target, node }) => {
      if (!from.startsWith('src/domain/') || target.startsWith('src/domain/') || target === 'src/domain') return
      if (isTypeOnly(node) && (target === 'src/payload-types' || /^src\/features\/[^/]+$/.test(target))) return
      context.report({ node, messageId: 'impure', data: { target } })
    }),
}

const searchInternals = {
  meta: { type: 'problem', messages: { internal: "Routes, blocks and the search front door never reach the search engine or an adapter ('{{target}}'): use '@/features/search'." } },
  create: (context) =>
    onImports(context, ({ from, target, node }) => {
      const outsideSearch = /^(src\/app|blocks)\//.test(from) || /^src\/features\/search\/(index|ui|client)\.ts$/.test(from)
      if (outsideSearch && /^src\/features\/search\/(engine|adapters)(\/|$)/.test(target)) context.report({ node, messageId: 'internal', data: { target } })
    }),
}

export const boundaries = { rules: { 'capability-entry': capabilityEntry, 'pure-domain': pureDomain, 'search-internals': searchInternals } }
