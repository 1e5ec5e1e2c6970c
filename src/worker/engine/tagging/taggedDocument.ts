/**
 * A document being tagged (PDF/UA-1): its structure tree under one Document element, each page's marked content, and
 * what is written on save — StructTreeRoot, MarkInfo, /Lang, DisplayDocTitle. A record that fails has its pages taken
 * out again (OutputDocument.addRecord), and with them its elements: `rollBack` to the state before the record.
 */
import { PDFName, PDFString, type PDFDocument, type PDFPage } from '@pdfme/pdf-lib';
import { PageMarks } from './pageMarks';
import { PageOwners, structNode, writeStructureTree, type StructNode } from './structureTree';

export class TaggedDocument {
  private readonly root: StructNode = structNode('Document');
  private readonly owners = new PageOwners();
  private readonly marks = new Map<PDFPage, PageMarks>();

  /** Starts marking a new page's content (before anything is drawn on it, the background PDF included). */
  markPage(page: PDFPage): PageMarks {
    const marks = PageMarks.install(page, this.owners);
    this.marks.set(page, marks);
    return marks;
  }

  /** Adds a record's elements, in reading order. */
  addElements(elements: readonly StructNode[]): void {
    this.root.kids.push(...elements);
  }

  /** Where the tree stands now, to roll back to if the record being drawn fails. */
  checkpoint(): number {
    return this.root.kids.length;
  }

  rollBack(checkpoint: number, removedPages: readonly PDFPage[]): void {
    this.root.kids.length = checkpoint;
    for (const page of removedPages) {
      this.marks.delete(page);
      this.owners.forget(page);
    }
  }

  /** Writes the structure and the catalog entries a tagged PDF needs; `lang` is a BCP 47 tag. */
  write(doc: PDFDocument, lang: string): void {
    for (const marks of this.marks.values()) marks.close();
    const catalog = doc.catalog;
    writeStructureTree(doc.context, catalog, this.root, doc.getPages());
    catalog.set(PDFName.of('Lang'), PDFString.of(lang));
    catalog.set(PDFName.of('ViewerPreferences'), doc.context.obj({ DisplayDocTitle: true }));
  }
}
