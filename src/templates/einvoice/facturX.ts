/**
 * What a PDF/A-3 needs to be a Factur-X 1.0 / ZUGFeRD 2.x invoice, profile EN 16931: the CII XML as the embedded file
 * factur-x.xml (AFRelationship Alternative: the XML is the invoice, equivalent to the page) and the XMP that names it,
 * with the PDF/A extension schema describing the fx properties (without it a PDF/A validator rejects them).
 */
import { ciiXml } from './ciiXml';
import type { Invoice } from './invoice';
import type { Totals } from './totals';

/** The Factur-X XMP namespace; the mixed case and the trailing # are the specification's. */
export const FACTUR_X_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

/** The embedded file's name, fixed by Factur-X. */
export const FACTUR_X_FILE_NAME = 'factur-x.xml';

/** One embedded file, as the PDF/A layer's ConformanceOptions.attachments takes it. */
export interface FacturXAttachment {
  name: typeof FACTUR_X_FILE_NAME;
  bytes: Uint8Array;
  mimeType: 'text/xml';
  relationship: 'Alternative';
  description: string;
  modified?: Date;
}

export interface FacturXParts {
  attachment: FacturXAttachment;
  /** rdf:Description blocks for inside rdf:RDF (ConformanceOptions.xmpExtensions) */
  xmpExtensions: string;
  /** the XML as text, for showing and testing */
  xml: string;
}

const property = (name: string, description: string) => `        <rdf:li rdf:parseType="Resource">
          <pdfaProperty:name>${name}</pdfaProperty:name>
          <pdfaProperty:valueType>Text</pdfaProperty:valueType>
          <pdfaProperty:category>external</pdfaProperty:category>
          <pdfaProperty:description>${description}</pdfaProperty:description>
        </rdf:li>`;

/** The fx properties and their PDF/A extension schema description, for profile EN 16931. */
export const FACTUR_X_XMP = `<rdf:Description rdf:about="" xmlns:fx="${FACTUR_X_NAMESPACE}">
  <fx:DocumentType>INVOICE</fx:DocumentType>
  <fx:DocumentFileName>${FACTUR_X_FILE_NAME}</fx:DocumentFileName>
  <fx:Version>1.0</fx:Version>
  <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
  <pdfaExtension:schemas>
    <rdf:Bag>
      <rdf:li rdf:parseType="Resource">
        <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
        <pdfaSchema:namespaceURI>${FACTUR_X_NAMESPACE}</pdfaSchema:namespaceURI>
        <pdfaSchema:prefix>fx</pdfaSchema:prefix>
        <pdfaSchema:property>
          <rdf:Seq>
${[
  property('DocumentFileName', 'name of the embedded XML invoice file'),
  property('DocumentType', 'INVOICE'),
  property('Version', 'The actual version of the Factur-X XML schema'),
  property('ConformanceLevel', 'The conformance level of the embedded Factur-X data'),
].join('\n')}
          </rdf:Seq>
        </pdfaSchema:property>
      </rdf:li>
    </rdf:Bag>
  </pdfaExtension:schemas>
</rdf:Description>`;

/** The attachment and XMP for one invoice; `modified` dates the embedded file (the render's date, for PDF/A). */
export function facturXParts(invoice: Invoice, options: { totals?: Totals; modified?: Date } = {}): FacturXParts {
  const xml = ciiXml(invoice, options.totals);
  return {
    attachment: {
      name: FACTUR_X_FILE_NAME,
      bytes: new TextEncoder().encode(xml),
      mimeType: 'text/xml',
      relationship: 'Alternative',
      description: `Factur-X invoice ${invoice.number} (EN 16931)`,
      ...(options.modified ? { modified: options.modified } : {}),
    },
    xmpExtensions: FACTUR_X_XMP,
    xml,
  };
}
