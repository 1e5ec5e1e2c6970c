/**
 * Text and attribute values for hand-written XML: the five special characters escaped, every other Unicode character
 * kept as it is (the file is UTF-8), and the characters XML 1.0 cannot carry removed (rules.ts reports them first).
 */
import { withoutNonXmlCharacters } from './readValues';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** `text` safe inside an element or a double- or single-quoted attribute. */
export function xmlEscape(text: string): string {
  // Line breaks as references: a parser would normalise a bare CR away, and the writer indents by lines (ciiXml.ts).
  return withoutNonXmlCharacters(text)
    .replace(/[&<>"']/g, (c) => ESCAPES[c])
    .replace(/\r/g, '&#13;')
    .replace(/\n/g, '&#10;');
}
