import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { z } from 'zod'

/**
 * A seed file that cannot be used, with every problem located by file and JSON path: found when it is
 * read (src/seed/load-seed-file.ts) or while it is written (src/seed/seed-entry.ts). Match it by its
 * code (hasErrorCode(error, SEED_FILE_ERROR)), not instanceof: see src/platform/error-code.ts.
 */
export const SEED_FILE_ERROR = 'seed-file-invalid'

export class SeedFileError extends Error {
  readonly code = SEED_FILE_ERROR
  constructor(
    readonly file: string,
    readonly problems: { path: string; message: string }[],
  ) {
    super(`${file} cannot be seeded:\n${problems.map((p) => `  ${file}: ${p.path || '(root)'}: ${p.message}`).join('\n')}`)
    this.name = 'SeedFileError'
  }
}

const formatPath = (segments: readonly PropertyKey[]) =>
  segments.reduce<string>((out, segment) => (typeof segment === 'number' ? `${out}[${segment}]` : out ? `${out}.${String(segment)}` : String(segment)), '')

/** A seed file as messages name it: relative to the working directory, as the developer typed it. */
export const seedFileName = (file: string) => path.relative(process.cwd(), file) || file

export async function loadSeedFile<T extends z.ZodType>(file: string, schema: T): Promise<z.output<T>> {
  const shown = seedFileName(file)
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    throw new SeedFileError(shown, [{ path: '', message: `cannot read the file (${(error as NodeJS.ErrnoException).code ?? String(error)})` }])
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new SeedFileError(shown, [{ path: '', message: `not valid JSON: ${(error as Error).message}` }])
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    throw new SeedFileError(
      shown,
      parsed.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message })),
    )
  }
  return parsed.data
}
