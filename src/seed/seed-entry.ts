import { hasErrorCode, isPayloadValidationError } from '../platform/error-code'
import { SeedFileError } from './load-seed-file'

type Problem = { path: string; message: string }
type PayloadFieldError = { path?: string; message: string; tableName?: string }

const SEED_ENTRY_PROBLEM = 'seed-entry-problem'

/** A problem with the entry being written that only writing shows (a make the make list lacks); seedEntry adds the file and the entry's path. */
export class SeedEntryProblem extends Error {
  readonly code = SEED_ENTRY_PROBLEM
}

const describeField = (collection: string, { path, tableName }: PayloadFieldError) =>
  `${collection} field "${path ?? '?'}"${tableName && tableName !== collection.replaceAll('-', '_') ? ` (table ${tableName})` : ''}`

/**
 * What a failed write says about the entry, or null when the failure is not the entry's (a lost
 * connection). Payload's refusals name a collection and a field only ("The following field is
 * invalid: id"); these add where in the file, and what to change.
 */
export function entryProblems(entryPath: string, error: unknown): Problem[] | null {
  if (hasErrorCode(error, SEED_ENTRY_PROBLEM)) return [{ path: entryPath, message: error.message }]
  if (!isPayloadValidationError(error)) return null
  const { collection = 'document', errors } = (error as { data: { collection?: string; errors: PayloadFieldError[] } }).data
  return errors.map((fieldError) => ({
    path: entryPath,
    message:
      fieldError.message === 'Value must be unique'
        ? `${describeField(collection, fieldError)} is already taken by another document: give this entry a value of its own.`
        : `${describeField(collection, fieldError)}: ${fieldError.message} Correct this entry and seed again.`,
  }))
}

/** Writes one entry of a seed file; a refusal becomes a SeedFileError naming the file, the entry's JSON path and the fix. */
export async function seedEntry<T>(file: string, entryPath: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const problems = entryProblems(entryPath, error)
    if (problems) throw new SeedFileError(file, problems)
    throw error
  }
}
