import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensureProductionBuild } from '../../scripts/lib/build'
import { PROJECT_ROOT } from '../../scripts/lib/database'
import { freePort, startDemoDatabase, startNextServer } from '../helpers/app-server'

/**
 * The platform as a dealer group deploys it (issue 39), as separate processes on this machine: one
 * PostgreSQL (the embedded binaries), APP_SERVERS app servers of the production build, and HAProxy
 * from Debian in front of them running deploy/haproxy.cfg, the file docker-compose.yml runs.
 */
export const HAPROXY =
  ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find((candidate) => spawnSync(candidate, ['-v']).status === 0) ?? null

const APP_SERVERS = 3

/** Every background sweep every few hundred milliseconds, so a due item is taken within the test's waits. */
const FAST_SWEEPS = {
  LEAD_OUTBOX_SWEEP_MS: '700',
  SHOPPER_ALERT_SWEEP_MS: '1000',
  RESERVATION_EXPIRY_SWEEP_MS: '700',
  FINANCE_DETAILS_ERASE_SWEEP_MS: '700',
  SIGN_IN_AUDIT_PRUNE_SWEEP_MS: '700',
  SCHEDULED_PUBLISH_SWEEP_MS: '700',
  // A delivery claimed by a server that died is taken over after this (production: 5 minutes).
  LEAD_OUTBOX_CLAIM_MS: '6000',
}

/** deploy/haproxy.cfg with this machine's addresses: loopback binds, the app servers' ports, no Docker DNS. */
export function haproxyConfig(balancerPort: number, statsPort: number, serverPorts: number[]): string {
  const deployed = readFileSync(path.join(PROJECT_ROOT, 'deploy', 'haproxy.cfg'), 'utf8')
  const servers = serverPorts.map((port, i) => `  server app${i + 1} 127.0.0.1:${port} check`).join('\n')
  const config = deployed
    .replace(/^resolvers docker\n(?: {2}.*\n)+/m, '')
    .replace(/ resolvers docker/g, '')
    .replace(/^ {2}bind :80$/m, `  bind 127.0.0.1:${balancerPort}`)
    .replace(/^ {2}bind :8404$/m, `  bind 127.0.0.1:${statsPort}`)
    .replace(/(^ {2}server app\d+ .*\n)+/m, `${servers}\n`)
  if (config === deployed || !config.includes(servers) || config.includes(':80\n'))
    throw new Error('deploy/haproxy.cfg no longer has the bind and server lines the cluster test replaces.')
  return config
}

export type AppServer = { name: string; port: number; process: ChildProcess; exited: Promise<number | string> }

export async function startCluster(log: (line: string) => void) {
  if (!HAPROXY) throw new Error('HAProxy is not installed (apt-get install -y haproxy).')
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dealer-platform-cluster-'))
  chmodSync(dir, 0o755)
  const { database, restart, env, mailboxDir } = await startDemoDatabase(dir, { stockCount: 300, log })
  let db = database
  ensureProductionBuild(log)

  // As deployed (docker-compose.yml): one proxy hop in front, answering while HAProxy's checks (inter 1 s,
  // fall 3) take a stopping server out of rotation, sweeps on every server.
  const serverEnv = { ...env, ...FAST_SWEEPS, TRUSTED_PROXY_HOPS: '1', SHUTDOWN_DEREGISTER_MS: '4500' }
  const ports = await Promise.all(Array.from({ length: APP_SERVERS }, () => freePort()))
  const servers: AppServer[] = []
  const startServer = async (i: number) => {
    const started = await startNextServer(serverEnv, ports[i])
    servers[i] = { name: `app${i + 1}`, port: started.port, process: started.process, exited: started.exited }
    return servers[i]!
  }
  for (let i = 0; i < APP_SERVERS; i++) await startServer(i)

  const balancerPort = await freePort()
  const statsPort = await freePort()
  const configFile = path.join(dir, 'haproxy.cfg')
  writeFileSync(configFile, haproxyConfig(balancerPort, statsPort, ports))
  const haproxy = spawn(HAPROXY, ['-f', configFile, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] })
  const haproxyExited = new Promise((resolve) => haproxy.once('exit', resolve))

  /** Each app server's state as HAProxy's active health checks see it (UP, DOWN, "UP 1/2"...). */
  async function serverStates(): Promise<Record<string, string>> {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`, { signal: AbortSignal.timeout(5_000) })).text()
    const [header, ...rows] = csv.trim().split('\n')
    const columns = header!.replace(/^# /, '').split(',')
    const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) => columns.indexOf(name))
    return Object.fromEntries(
      rows
        .map((row) => row.split(','))
        .filter((cells) => cells[proxy!] === 'app' && /^app\d+$/.test(cells[server!]!))
        .map((cells) => [cells[server!]!, cells[status!]!]),
    )
  }

  /** Waits until HAProxy has `names` (standard: all) in rotation; fails naming what it saw. */
  async function untilInRotation(names = servers.map((server) => server.name), timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs
    let states: Record<string, string> = {}
    while (Date.now() < deadline) {
      states = await serverStates().catch(() => ({}))
      if (names.every((name) => states[name] === 'UP')) return
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error(`HAProxy did not have ${names.join(', ')} UP within ${timeoutMs / 1000} s; it saw ${JSON.stringify(states)}.`)
  }
  await untilInRotation()

  return {
    env: serverEnv,
    mailboxDir,
    databaseUri: database.uri,
    servers,
    balancerPort,
    serverStates,
    untilInRotation,
    /** Kills app server `i` with `signal` and resolves with how it exited. */
    async signal(i: number, signal: NodeJS.Signals) {
      const server = servers[i]!
      process.kill(-server.process.pid!, signal)
      return server.exited
    },
    /** Starts app server `i` again on its port (it joins the rotation once HAProxy sees it ready). */
    restartServer: startServer,
    /** Stops PostgreSQL (fast shutdown: open connections are cut) and starts it again after `downMs`. */
    async restartDatabase(downMs: number) {
      await db.stop()
      await new Promise((resolve) => setTimeout(resolve, downMs))
      db = await restart()
    },
    async stop() {
      haproxy.kill('SIGTERM')
      await haproxyExited
      await Promise.all(
        servers.map(async (server) => {
          if (server.process.exitCode !== null || server.process.signalCode !== null) return
          process.kill(-server.process.pid!, 'SIGTERM')
          await server.exited
        }),
      )
      await db.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>

/** A process's resident memory in MB, from /proc (Linux). */
export function residentMegabytes(pid: number): number {
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN)
  return Math.round(kilobytes / 1024)
}
