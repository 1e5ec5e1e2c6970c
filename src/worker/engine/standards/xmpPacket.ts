/**
 * The XMP metadata packet of a PDF/A file: identification (pdfaid), title, author and subject (dc), dates and creator
 * tool (xmp), producer (pdf). PDF/A requires each to equal its Info dictionary entry, so both are written from one
 * DocumentInfo (conformDocument.ts); dates are whole seconds in UTC, as pdf-lib writes the Info dates.
 */
import type { DocumentStandard } from '../../../templates/documentStandard';
import { pdfaIdentification } from '../../../templates/documentStandard';

/** What the Info dictionary and the XMP packet both say. Dates are whole seconds. */
export interface DocumentInfo {
  title: string;
  author?: string;
  subject?: string;
  creatorTool: string;
  producer: string;
  date: Date;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string)
    // XML 1.0 has no way to write these controls; the Info string keeps them, so they are refused earlier (conformDocument).
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/** 2026-01-01T00:00:00Z: the XMP form of the instant (ISO 8601, UTC, whole seconds). */
export const xmpDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const langAlt = (tag: string, text: string) => `<${tag}><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(text)}</rdf:li></rdf:Alt></${tag}>`;

/** The packet as UTF-8 text; `extensions` are further rdf:Description elements placed inside rdf:RDF. */
export function xmpPacket(standard: DocumentStandard, info: DocumentInfo, extensions = ''): string {
  const { part, conformance } = pdfaIdentification(standard);
  const date = xmpDate(info.date);
  const dc = [
    langAlt('dc:title', info.title),
    info.author !== undefined ? `<dc:creator><rdf:Seq><rdf:li>${escapeXml(info.author)}</rdf:li></rdf:Seq></dc:creator>` : '',
    info.subject !== undefined ? langAlt('dc:description', info.subject) : '',
  ].filter(Boolean);
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    `<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"><pdfaid:part>${part}</pdfaid:part><pdfaid:conformance>${conformance}</pdfaid:conformance></rdf:Description>`,
    `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:format>application/pdf</dc:format>${dc.join('')}</rdf:Description>`,
    `<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:CreatorTool>${escapeXml(info.creatorTool)}</xmp:CreatorTool><xmp:CreateDate>${date}</xmp:CreateDate><xmp:ModifyDate>${date}</xmp:ModifyDate><xmp:MetadataDate>${date}</xmp:MetadataDate></rdf:Description>`,
    `<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"><pdf:Producer>${escapeXml(info.producer)}</pdf:Producer></rdf:Description>`,
    extensions,
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].filter(Boolean).join('\n');
}
