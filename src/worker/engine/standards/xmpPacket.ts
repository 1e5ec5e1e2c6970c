/**
 * The XMP metadata packet of a PDF/A file: identification (pdfaid), title, author and subject (dc), dates and creator
 * tool (xmp), producer (pdf). PDF/A requires each to equal its Info dictionary entry, so both are written from one
 * DocumentInfo (conformDocument.ts); dates are whole seconds in UTC, as pdf-lib writes the Info dates.
 */
import type { DocumentStandard } from '../../../templates/documentStandard';
import { pdfaIdentification } from '../../../templates/documentStandard';
// XML 1.0 cannot carry some controls: xmlEscape drops them; the Info string keeps them, so conformDocument refuses them first.
import { xmlEscape } from '../../../templates/einvoice/xmlText';

/** What the Info dictionary and the XMP packet both say. Dates are whole seconds. */
export interface DocumentInfo {
  title: string;
  author?: string;
  subject?: string;
  creatorTool: string;
  producer: string;
  date: Date;
}


/** 2026-01-01T00:00:00Z: the XMP form of the instant (ISO 8601, UTC, whole seconds). */
export const xmpDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const langAlt = (tag: string, text: string) => `<${tag}><rdf:Alt><rdf:li xml:lang="x-default">${xmlEscape(text)}</rdf:li></rdf:Alt></${tag}>`;

const PDFUA_ID = '<rdf:Description rdf:about="" xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/"><pdfuaid:part>1</pdfuaid:part></rdf:Description>';

/** The pdfuaid namespace described as PDF/A requires for a namespace it does not predefine (ISO 19005-2 6.6.2.3). */
const PDFUA_SCHEMA = [
  '<rdf:li rdf:parseType="Resource">',
  '<pdfaSchema:schema>PDF/UA Universal Accessibility Schema</pdfaSchema:schema>',
  '<pdfaSchema:namespaceURI>http://www.aiim.org/pdfua/ns/id/</pdfaSchema:namespaceURI>',
  '<pdfaSchema:prefix>pdfuaid</pdfaSchema:prefix>',
  '<pdfaSchema:property><rdf:Seq><rdf:li rdf:parseType="Resource">',
  '<pdfaProperty:name>part</pdfaProperty:name><pdfaProperty:valueType>Integer</pdfaProperty:valueType>',
  '<pdfaProperty:category>internal</pdfaProperty:category><pdfaProperty:description>Indicates, which part of ISO 14289 standard is followed</pdfaProperty:description>',
  '</rdf:li></rdf:Seq></pdfaSchema:property>',
  '</rdf:li>',
].join('');

/**
 * PDF/UA's identification (ISO 14289-1 5) with, in a PDF/A file, its schema description. PDF/A readers take one
 * pdfaExtension:schemas list: when the extensions already hold one (Factur-X's), the description joins that list.
 */
function withPdfuaIdentification(extensions: string, inPdfa: boolean): string {
  if (!inPdfa) return [PDFUA_ID, extensions].filter(Boolean).join('\n');
  const list = /<pdfaExtension:schemas>\s*<rdf:Bag>/.exec(extensions);
  if (list) return `${PDFUA_ID}\n${extensions.slice(0, list.index + list[0].length)}${PDFUA_SCHEMA}${extensions.slice(list.index + list[0].length)}`;
  const ownList = [
    '<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">',
    `<pdfaExtension:schemas><rdf:Bag>${PDFUA_SCHEMA}</rdf:Bag></pdfaExtension:schemas>`,
    '</rdf:Description>',
  ].join('');
  return [PDFUA_ID, ownList, extensions].filter(Boolean).join('\n');
}

/**
 * The packet as UTF-8 text: PDF/A's identification when `standard` is given, PDF/UA's when `tagged`; `extensions`
 * are further rdf:Description elements placed inside rdf:RDF.
 */
export function xmpPacket(standard: DocumentStandard | undefined, info: DocumentInfo, extensions = '', tagged = false): string {
  const date = xmpDate(info.date);
  const pdfa = standard ? pdfaIdentification(standard, tagged) : undefined;
  const dc = [
    langAlt('dc:title', info.title),
    info.author !== undefined ? `<dc:creator><rdf:Seq><rdf:li>${xmlEscape(info.author)}</rdf:li></rdf:Seq></dc:creator>` : '',
    info.subject !== undefined ? langAlt('dc:description', info.subject) : '',
  ].filter(Boolean);
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    pdfa ? `<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"><pdfaid:part>${pdfa.part}</pdfaid:part><pdfaid:conformance>${pdfa.conformance}</pdfaid:conformance></rdf:Description>` : '',
    `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:format>application/pdf</dc:format>${dc.join('')}</rdf:Description>`,
    `<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:CreatorTool>${xmlEscape(info.creatorTool)}</xmp:CreatorTool><xmp:CreateDate>${date}</xmp:CreateDate><xmp:ModifyDate>${date}</xmp:ModifyDate><xmp:MetadataDate>${date}</xmp:MetadataDate></rdf:Description>`,
    `<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"><pdf:Producer>${xmlEscape(info.producer)}</pdf:Producer></rdf:Description>`,
    tagged ? withPdfuaIdentification(extensions, pdfa !== undefined) : extensions,
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].filter(Boolean).join('\n');
}
