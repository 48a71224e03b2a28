/**
 * Errors the engine raises on bad input. Each carries the HTTP status Algolia answers with, so the
 * HTTP layer can reply `{ message, status }` without knowing which part of the engine failed.
 */
export class EngineError extends Error {
  readonly status: number

  constructor(message: string, status = 400) {
    super(message)
    this.name = 'EngineError'
    this.status = status
  }
}

export type FilterParameter = 'filters' | 'facetFilters' | 'numericFilters' | 'tagFilters'

/** A filter string or array that does not parse; the message follows Algolia's wording. */
export class FilterSyntaxError extends EngineError {
  readonly parameter: FilterParameter
  /** 0-based offset into the offending filter string, as in Algolia's `at col N`. */
  readonly column: number

  constructor(parameter: FilterParameter, detail: string, column: number) {
    super(`${parameter}: ${detail} at col ${column}`, 400)
    this.name = 'FilterSyntaxError'
    this.parameter = parameter
    this.column = column
  }
}
