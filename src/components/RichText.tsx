import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/** Marketer-written rich text, rendered on the server to plain HTML elements. */
export function RichText({ data, className }: { data: unknown; className?: string }) {
  return <LexicalRichText className={className ?? 'prose'} data={data as SerializedEditorState} />
}
