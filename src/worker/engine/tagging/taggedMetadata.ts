/**
 * The XMP metadata a PDF/UA-1 file carries (ISO 14289-1 5, 7.1): the PDF/UA identification (pdfuaid:part 1) and a
 * dc:title, with the dates and producer the document information dictionary has. Written uncompressed, as readers
 * of XMP packets expect to find them by scanning.
 */
import { PDFName, type PDFDocument } from '@pdfme/pdf-lib';

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
    // characters XML 1.0 cannot hold at all
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

/** The XMP packet of a tagged document. */
export function taggedXmp(meta: { title: string; lang: string; date: Date; producer: string }): string {
  const date = meta.date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(meta.title)}</rdf:li></rdf:Alt></dc:title>
   <dc:language><rdf:Bag><rdf:li>${escapeXml(meta.lang)}</rdf:li></rdf:Bag></dc:language>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
   <xmp:CreatorTool>Platen</xmp:CreatorTool>
   <xmp:CreateDate>${date}</xmp:CreateDate>
   <xmp:ModifyDate>${date}</xmp:ModifyDate>
   <xmp:MetadataDate>${date}</xmp:MetadataDate>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
   <pdf:Producer>${escapeXml(meta.producer)}</pdf:Producer>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">
   <pdfuaid:part>1</pdfuaid:part>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/** Puts the tagged document's XMP packet in the catalog's /Metadata. */
export function writeTaggedMetadata(doc: PDFDocument, meta: { title: string; lang: string; date: Date }): void {
  const producer = doc.getProducer() ?? 'Platen';
  const stream = doc.context.stream(new TextEncoder().encode(taggedXmp({ ...meta, producer })), { Type: 'Metadata', Subtype: 'XML' });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(stream));
}
