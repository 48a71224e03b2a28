/**
 * Seed files write rich text as plain lines; this turns them into Lexical's JSON.
 * "## Heading" is a heading, consecutive "- item" lines form one bullet list, anything else a paragraph.
 */
type LexicalNode = Record<string, unknown>

const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }
const textNode = (text: string): LexicalNode => ({ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })

export function linesToLexical(lines: string[]) {
  const children: LexicalNode[] = []
  for (const line of lines) {
    if (line.startsWith('## ')) {
      children.push({ ...base, type: 'heading', tag: 'h2', children: [textNode(line.slice(3))] })
    } else if (line.startsWith('- ')) {
      const last = children.at(-1)
      const item = { ...base, type: 'listitem', value: 1, children: [textNode(line.slice(2))] }
      if (last?.type === 'list') {
        const items = last.children as LexicalNode[]
        items.push({ ...item, value: items.length + 1 })
      } else {
        children.push({ ...base, type: 'list', listType: 'bullet', tag: 'ul', start: 1, children: [item] })
      }
    } else {
      children.push({ ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [textNode(line)] })
    }
  }
  return { root: { ...base, type: 'root', children } }
}
