import { execFileSync } from 'node:child_process'

/** Resident memory of the whole server process tree (npx wrapper and the Next.js server), in MB. */
export function serverMemoryMb(pid: number) {
  const out = execFileSync('ps', ['-eo', 'pid,ppid,rss'], { encoding: 'utf8' })
  const rows = out
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.trim().split(/\s+/).map(Number) as [number, number, number])
  const tree = new Set([pid])
  for (let grew = true; grew;) {
    grew = false
    for (const [p, parent] of rows) {
      if (tree.has(parent) && !tree.has(p)) {
        tree.add(p)
        grew = true
      }
    }
  }
  return Math.round(rows.filter(([p]) => tree.has(p)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024)
}
