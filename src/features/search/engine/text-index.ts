import { leafReader, parseSearchableAttributes } from './attributes'
import { compareText } from './facet-index'
import { words } from './text'
import type { TextIndex } from './types'

/** Attribute priorities are stored in a byte; 255 means "not matched" at query time. */
const MAX_PRIORITY = 254
const MAX_DEPTH = 8

/** Strings and numbers anywhere inside a value (nested objects and arrays included). */
function textLeaves(value: unknown, out: string[], depth = 0): void {
  if (typeof value === 'string') out.push(value)
  else if (typeof value === 'number' && Number.isFinite(value)) out.push(String(value))
  else if (value !== null && typeof value === 'object' && depth < MAX_DEPTH) {
    for (const item of Object.values(value)) textLeaves(item, out, depth + 1)
  }
}

export function buildTextIndex(records: readonly unknown[], searchableAttributes: readonly string[]): TextIndex {
  const groups = parseSearchableAttributes(searchableAttributes)
  const readers = groups.map((group) => group.map(leafReader))
  const wordIds = new Map<string, number>()
  const wordList: string[] = []
  // (word, record, priority) triples, in record order so each word's records come out ascending.
  const tripleWord: number[] = []
  const tripleRecord: number[] = []
  const triplePriority: number[] = []
  const best = new Map<number, number>()
  for (let record = 0; record < records.length; record++) {
    best.clear()
    readers.forEach((group, index) => {
      const priority = Math.min(index, MAX_PRIORITY)
      for (const read of group) {
        const leaves: string[] = []
        for (const leaf of read(records[record])) textLeaves(leaf, leaves)
        for (const text of leaves) {
          for (const word of words(text)) {
            let id = wordIds.get(word)
            if (id === undefined) {
              id = wordList.length
              wordList.push(word)
              wordIds.set(word, id)
            }
            if (!best.has(id)) best.set(id, priority)
          }
        }
      }
    })
    for (const [id, priority] of best) {
      tripleWord.push(id)
      tripleRecord.push(record)
      triplePriority.push(priority)
    }
  }

  // Lay postings out in alphabetical word order so a prefix is one contiguous run of words.
  const sorted = Uint32Array.from(wordList.keys()).sort((a, b) => compareText(wordList[a] as string, wordList[b] as string))
  const position = new Uint32Array(wordList.length)
  sorted.forEach((id, at) => (position[id] = at))
  const postingStart = new Uint32Array(wordList.length + 1)
  for (const id of tripleWord) postingStart[(position[id] as number) + 1] = (postingStart[(position[id] as number) + 1] as number) + 1
  for (let at = 0; at < wordList.length; at++) postingStart[at + 1] = (postingStart[at + 1] as number) + (postingStart[at] as number)
  const cursor = postingStart.slice(0, wordList.length)
  const postingIds = new Uint32Array(tripleWord.length)
  const postingAttribute = new Uint8Array(tripleWord.length)
  for (let i = 0; i < tripleWord.length; i++) {
    const at = position[tripleWord[i] as number] as number
    const slot = cursor[at] as number
    postingIds[slot] = tripleRecord[i] as number
    postingAttribute[slot] = triplePriority[i] as number
    cursor[at] = slot + 1
  }

  return {
    words: Array.from(sorted, (id) => wordList[id] as string),
    postingStart,
    postingIds,
    postingAttribute,
    highlightAttributes: [...new Set(groups.flat().map((path) => path.split('.')[0] as string))],
  }
}
