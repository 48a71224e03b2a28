/**
 * Database discipline (issue 38): a request that holds a pooled connection and asks the pool for
 * another can wait for ever once every connection is held that way (twenty parallel trade-in
 * accepts once hung a server like this). So:
 *  - `no-pool-connect`: connections are taken only by withTransaction (src/platform/database.ts),
 *    never by `.connect()` elsewhere;
 *  - `no-pool-in-transaction`: inside withTransaction's work, nothing reaches the pool again: not the
 *    pool it was given, not databasePoolOf/databasePool/getPayloadClient, not Payload's API (which
 *    takes its own connection), not another withTransaction.
 */
const POOL_GETTERS = new Set(['databasePoolOf', 'databasePool', 'getPayloadClient', 'withTransaction'])

const calleeName = (callee) =>
  callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : null

const noPoolConnect = {
  meta: {
    type: 'problem',
    messages: {
      connect:
        'Take a connection only through withTransaction (src/platform/database.ts): it gives the client back however the work ends, and lint checks the work never asks the pool again.',
    },
  },
  create: (context) => ({
    CallExpression(node) {
      const { callee } = node
      if (callee.type !== 'MemberExpression' || callee.computed || callee.property.name !== 'connect' || node.arguments.length > 0) return
      const object = callee.object
      const name =
        object.type === 'Identifier'
          ? object.name
          : object.type === 'CallExpression'
            ? calleeName(object.callee)
            : object.type === 'MemberExpression' && !object.computed
              ? object.property.name
              : null
      if (name && /pool/i.test(name)) context.report({ node, messageId: 'connect' })
    },
  }),
}

const noPoolInTransaction = {
  meta: {
    type: 'problem',
    messages: { again: "Inside a transaction's work use only its client: '{{what}}' asks the pool for another connection while this one is held." },
  },
  create: (context) => {
    const inside = [] // { pool: name of the pool argument, work: the callback node, call: the withTransaction call }
    const report = (node, what) => context.report({ node, messageId: 'again', data: { what } })
    return {
      CallExpression(node) {
        const name = calleeName(node.callee)
        if (inside.length > 0) {
          const current = inside[inside.length - 1]
          if (name && POOL_GETTERS.has(name)) report(node, name)
          else if (node.callee.type === 'MemberExpression' && node.callee.object.type === 'Identifier' && node.callee.object.name === 'payload')
            report(node, `payload.${name}`)
          else if (node.callee.type === 'MemberExpression' && node.callee.object.type === 'Identifier' && node.callee.object.name === current.pool)
            report(node, `${current.pool}.${name}`)
        }
        if (name === 'withTransaction' && node.arguments[1] && /FunctionExpression$/.test(node.arguments[1].type)) {
          const pool = node.arguments[0]?.type === 'Identifier' ? node.arguments[0].name : null
          inside.push({ pool, work: node.arguments[1], call: node })
        }
      },
      'CallExpression:exit'(node) {
        if (inside.length > 0 && inside[inside.length - 1].work === node.arguments[1]) inside.pop()
      },
      Identifier(node) {
        // The pool itself passed on (to a helper that would query it) is the same mistake.
        const current = inside[inside.length - 1]
        if (!current || node.name !== current.pool || node.parent === current.call || node.parent.type === 'MemberExpression') return
        if (node.parent.type === 'CallExpression' && node.parent.arguments.includes(node)) report(node, current.pool)
      },
    }
  },
}

export const database = { rules: { 'no-pool-connect': noPoolConnect, 'no-pool-in-transaction': noPoolInTransaction } }
