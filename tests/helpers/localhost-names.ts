import dns from 'node:dns'

/**
 * RFC 6761: every name under `.localhost` is the loopback address. Chromium applies that itself;
 * Node asks the system resolver, which on Debian knows only `localhost`. Tests that reach a demo
 * site from Node (fetch, the algoliasearch client) by its `{slug}.localhost` host go through this.
 */
const systemLookup = dns.lookup

function isLocalhostName(hostname: unknown): boolean {
  return typeof hostname === 'string' && /(^|\.)localhost\.?$/i.test(hostname)
}

const lookup = function (this: unknown, hostname: string, options: unknown, callback?: unknown) {
  if (!isLocalhostName(hostname)) return (systemLookup as (...args: unknown[]) => void).call(this, hostname, options, callback)
  const done = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void
  const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all
  process.nextTick(() => (all ? done(null, [{ address: '127.0.0.1', family: 4 }]) : done(null, '127.0.0.1', 4)))
}

dns.lookup = lookup as typeof dns.lookup
