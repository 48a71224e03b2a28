import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { DCLinter } from 'dclint'
import { Copy, DockerfileParser, JSONInstruction, type Instruction } from 'dockerfile-ast'
import { validate, ValidationSeverity } from 'dockerfile-utils'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

/**
 * What a deployment depends on in Dockerfile, docker-compose.yml and deploy/haproxy.cfg (issue 39),
 * checked without Docker: the files are valid, and they agree with each other and with the app.
 */
const ROOT = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')

const dockerfileText = read('Dockerfile')
const dockerfile = DockerfileParser.parse(dockerfileText)

/** Each stage: its FROM's image (a registry image or an earlier stage's name) and its instructions. */
const stages = dockerfile.getFROMs().map((from, index, froms) => {
  const start = from.getRange().start.line
  const end = froms[index + 1]?.getRange().start.line ?? Number.POSITIVE_INFINITY
  const instructions = dockerfile
    .getInstructions()
    .filter((instruction) => instruction.getRange().start.line > start && instruction.getRange().start.line < end)
  return { name: from.getBuildStage(), image: from.getImage(), instructions }
})

/** The run (last) stage and the stages it is built on, the first built on a registry image. */
function runStages() {
  const chain: typeof stages = []
  for (let stage = stages.at(-1); stage; stage = stages.find((other) => other.name === stage?.image)) chain.unshift(stage)
  return chain
}
const runInstructions = () => runStages().flatMap((stage) => stage.instructions)

const keyword = (name: string) => (instruction: Instruction) => instruction.getKeyword() === name
const argumentsOf = (instruction: Instruction) => instruction.getArgumentsContent() ?? ''
/** What the run stage copies from the build stage: each COPY --from=build's sources. */
const copiedFromBuild = () =>
  runInstructions()
    .filter((instruction): instruction is Copy => instruction instanceof Copy && instruction.getFromFlag()?.getValue() === 'build')
    .flatMap((copy) =>
      copy
        .getArguments()
        .slice(0, -1)
        .map((source) => source.getValue()),
    )

/** Where scripts/run.mjs puts the script bundles (SCRIPTS_CACHE_DIR unset), relative to the project. */
const SCRIPT_BUNDLES = 'node_modules/.cache/dealer-scripts'

describe('Dockerfile', () => {
  it('validates with no error or warning, every check at its strictest', () => {
    const strictest = {
      deprecatedMaintainer: ValidationSeverity.ERROR,
      directiveCasing: ValidationSeverity.ERROR,
      emptyContinuationLine: ValidationSeverity.ERROR,
      instructionCasing: ValidationSeverity.ERROR,
      instructionCmdMultiple: ValidationSeverity.ERROR,
      instructionEntrypointMultiple: ValidationSeverity.ERROR,
      instructionHealthcheckMultiple: ValidationSeverity.ERROR,
      instructionJSONInSingleQuotes: ValidationSeverity.ERROR,
      instructionWorkdirRelative: ValidationSeverity.ERROR,
    }
    expect(validate(dockerfileText, strictest).map((diagnostic) => `line ${diagnostic.range.start.line + 1}: ${diagnostic.message}`)).toEqual([])
  })

  it('builds the app and its script bundles in one stage and runs on Node 20 slim in the last', () => {
    const build = stages.find((stage) => stage.name === 'build')
    expect(build?.instructions.filter(keyword('RUN')).map(argumentsOf)).toContainEqual(expect.stringMatching(/^npm run build\b/))
    expect(runStages()[0]?.image).toBe('node:20-bookworm-slim')
    expect(runInstructions().filter(keyword('ENV')).map(argumentsOf)).toContain('NODE_ENV=production')
  })

  it('installs production dependencies only in the run stage, and copies no node_modules from the build stage but the script bundles', () => {
    const installs = runInstructions()
      .filter(keyword('RUN'))
      .flatMap((run) => argumentsOf(run).split('&&'))
      .filter((command) => /\bnpm (ci|install|i)\b/.test(command))
    expect(installs.filter((command) => !/--global\b/.test(command))).toEqual([expect.stringMatching(/^\s*npm ci --omit=dev\b/)])
    expect(copiedFromBuild().filter((source) => source.includes('node_modules'))).toEqual([`/app/${SCRIPT_BUNDLES}`])
  })

  it("copies every folder of the build context that the app, its bundles' sources or its scripts read", () => {
    // Not read at run time: test code (bench bundles, which import it, are never run in the image),
    // lint rules, the compose deployment's own files, and patches/ (copied for the install itself).
    const notAtRunTime = new Set(['tests', 'eslint-rules', 'deploy', 'patches'])
    const dockerignored = new Set(
      read('.dockerignore')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#')),
    )
    const contextFolders = readdirSync(ROOT, { withFileTypes: true }).filter(
      (entry) => entry.isDirectory() && !dockerignored.has(entry.name) && !notAtRunTime.has(entry.name),
    )
    const copied = copiedFromBuild().map((source) => path.posix.relative('/app', source))
    expect(copied).toEqual(
      expect.arrayContaining([...contextFolders.map((entry) => entry.name), '.next', 'tsconfig.json', 'next.config.mjs', 'payload.config.ts', SCRIPT_BUNDLES]),
    )
  })

  it('runs `npm start` as the node user, with no tsx, exposing 3000 and checking readiness with node', () => {
    const runChain = runInstructions()
    expect(runChain.filter(keyword('USER')).map(argumentsOf).at(-1)).toBe('node')
    expect(runChain.filter(keyword('EXPOSE')).map(argumentsOf)).toEqual(['3000'])
    expect(runChain.filter(keyword('ENTRYPOINT'))).toEqual([])
    const cmd = runChain.filter(keyword('CMD')).at(-1)
    expect(cmd).toBeInstanceOf(JSONInstruction)
    expect((cmd as JSONInstruction).getJSONStrings().map((part) => part.getJSONValue())).toEqual(['node', 'scripts/run.mjs', 'start'])
    const healthchecks = runChain.filter(keyword('HEALTHCHECK')).map(argumentsOf)
    expect(healthchecks).toHaveLength(1)
    expect(healthchecks[0]).toMatch(/CMD \["node", "-e", ".*\/api\/health\/ready/)
    expect(runChain.map(argumentsOf).join('\n')).not.toMatch(/\btsx\b|\bcurl\b|\bwget\b/)
  })
})

type ComposeService = {
  image?: string
  build?: unknown
  environment?: Record<string, string | number | null>
  healthcheck?: { disable?: boolean; test?: unknown }
  stop_grace_period?: string
  volumes?: string[]
}

const composeText = read('docker-compose.yml')
const services = (parse(composeText, { merge: true }) as { services: Record<string, ComposeService> }).services

/** The app servers: every service of the image the compose file builds. */
function appServers() {
  const built = Object.values(services).filter((service) => service.build !== undefined)
  expect(built).toHaveLength(1)
  return Object.entries(services).filter(([, service]) => service.image === built[0]!.image)
}

const haproxyConfig = read('deploy/haproxy.cfg')

/** The lines of one haproxy.cfg section (`backend app`), comments left out. */
function haproxySection(header: string): string[] {
  const lines = haproxyConfig.split('\n').map((line) => line.replace(/#.*/, '').trimEnd())
  const start = lines.indexOf(header)
  expect(start).toBeGreaterThanOrEqual(0)
  const end = lines.findIndex((line, index) => index > start && /^\S/.test(line))
  return lines
    .slice(start + 1, end === -1 ? undefined : end)
    .map((line) => line.trim())
    .filter(Boolean)
}

describe('docker-compose.yml', () => {
  it('validates against the Compose specification', () => {
    // The schema is always checked. dclint's rules run unless turned off: style ones (order of keys and
    // services) are off, and so are two that this file breaks on purpose: app1 builds the image app2
    // runs, and HAProxy's port 80 is for every interface.
    const off = [
      'service-dependencies-alphabetical-order',
      'service-keys-order',
      'service-ports-alphabetical-order',
      'services-alphabetical-order',
      'top-level-properties-order',
      'no-build-and-image',
      'no-unbound-port-interfaces',
    ]
    const rules = Object.fromEntries(off.map((rule) => [rule, 0 as const]))
    const [result] = new DCLinter({ rules, quiet: true, debug: false, exclude: [] }).lintFiles([path.join(ROOT, 'docker-compose.yml')], false)
    expect(result?.messages.map((message) => `${message.rule} (line ${message.line}): ${message.message}`)).toEqual([])
  })

  it('has no working default for a secret: compose refuses to start until each is set', () => {
    for (const secret of ['PAYLOAD_SECRET', 'POSTGRES_PASSWORD', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      const uses = [...composeText.matchAll(new RegExp(`\\$\\{${secret}\\b([^}]*)\\}`, 'g'))].map((match) => match[1])
      expect(uses.length, secret).toBeGreaterThan(0)
      for (const use of uses) expect(use, secret).toMatch(/^:\?/)
    }
    // Anything else that looks secret is passed on from where compose runs (or not at all), never written here.
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (/SECRET|PASSWORD|_KEY\b|_KEY_ID\b/.test(key) && value !== null) expect(String(value), `${name}: ${key}`).toMatch(/^\$\{\w+:\?[^}]+\}$/)
      }
    }
    expect(appServers().map(([, app]) => app.environment?.DATABASE_URI)).toEqual([
      expect.stringContaining('${POSTGRES_PASSWORD:?'),
      expect.stringContaining('${POSTGRES_PASSWORD:?'),
    ])
  })

  it("runs the app servers app1 and app2 of one built image, each keeping the image's readiness check and time to drain", () => {
    expect(appServers().map(([name]) => name)).toEqual(['app1', 'app2'])
    for (const [, app] of appServers()) {
      expect(app.healthcheck).toBeUndefined()
      // scripts/start.ts kills the server SHUTDOWN_DRAIN_MS + SHUTDOWN_TASKS_MS + 5 s (20 s by default) after SIGTERM.
      expect(Number(/^(\d+)s$/.exec(app.stop_grace_period ?? '')?.[1])).toBeGreaterThanOrEqual(20)
      expect(app.environment).toMatchObject({ PAYLOAD_SECRET: expect.any(String), S3_BUCKET: expect.any(String), S3_ENDPOINT: expect.any(String) })
    }
  })

  it('puts HAProxy in front with deploy/haproxy.cfg, whose servers are exactly the app servers, checked on readiness', () => {
    expect(services.haproxy?.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro')
    const backend = haproxySection('backend app')
    expect(backend).toEqual(expect.arrayContaining(['option httpchk', 'http-check send meth GET uri /api/health/ready', 'http-check expect status 200']))
    const servers = backend.filter((line) => line.startsWith('server ')).map((line) => line.split(/\s+/))
    expect(servers.map(([, name, address]) => `${name} ${address}`)).toEqual(appServers().map(([name]) => `${name} ${name}:3000`))
    for (const server of servers) expect(server).toContain('check')
  })

  it('trusts exactly the one proxy hop HAProxy adds to X-Forwarded-For', () => {
    expect(haproxyConfig).toMatch(/^\s*option forwardfor\b/m)
    for (const [name, app] of appServers()) expect(app.environment?.TRUSTED_PROXY_HOPS, name).toBe(1)
  })
})
