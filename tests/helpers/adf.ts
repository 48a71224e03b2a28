/**
 * ADF 1.0 checks for tests: DTD validation with libxml2 (libxml2-wasm's DtdValidator; the bundled
 * xmllint-wasm build is compiled without DTD validation, so `--dtdvalid` is an unknown option there)
 * and XPath reads of the parsed document.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { DtdValidator, XmlDocument, XmlDtd, XmlValidateError } from 'libxml2-wasm'

export const ADF_DTD = readFileSync(path.resolve(import.meta.dirname, '../fixtures/adf-1.0.dtd'), 'utf8')

/** libxml2's messages for the document against the ADF 1.0 DTD; empty when it is well-formed and valid. */
export function adfDtdErrors(xml: string, dtdText: string = ADF_DTD): string[] {
  const validator = new DtdValidator(XmlDtd.fromString(dtdText))
  let doc: XmlDocument
  try {
    doc = XmlDocument.fromString(xml)
  } catch (error) {
    validator.dispose()
    return [`not well-formed: ${(error as Error).message}`]
  }
  try {
    validator.validate(doc)
    return []
  } catch (error) {
    if (error instanceof XmlValidateError) return error.details.map((detail) => detail.message.trim())
    throw error
  } finally {
    doc.dispose()
    validator.dispose()
  }
}

/** The text (or attribute value) of every node the XPath selects in the parsed document. */
export function xmlTexts(xml: string, xpath: string): string[] {
  const doc = XmlDocument.fromString(xml)
  try {
    return doc.find(xpath).map((node) => node.content)
  } finally {
    doc.dispose()
  }
}

/** The text of the one node the XPath selects; null when none. */
export function xmlText(xml: string, xpath: string): string | null {
  const texts = xmlTexts(xml, xpath)
  if (texts.length > 1) throw new Error(`${xpath} selects ${texts.length} nodes`)
  return texts[0] ?? null
}
