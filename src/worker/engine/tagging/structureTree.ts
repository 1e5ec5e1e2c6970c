/**
 * The logical structure of a tagged PDF (ISO 32000-1 14.7, PDF/UA-1): structure elements (P, H1, Figure, Table, TR,
 * TD…) that own marked content on pages by MCID, written as the catalog's StructTreeRoot with its ParentTree, each
 * page's /StructParents and /Tabs /S. Built in memory while records are drawn (pageMarks.ts), written on save.
 */
import { PDFArray, PDFDict, PDFHexString, PDFName, PDFNumber, PDFRef, PDFString, type PDFContext, type PDFPage } from '@pdfme/pdf-lib';

/** Marked content on a page: the MCID the page's content stream gives it. */
export interface MarkedContent {
  page: PDFPage;
  mcid: number;
}

export interface StructNode {
  /** The structure type: 'Document', 'P', 'H1', 'Figure', 'Table', 'THead', 'TR', 'TH', 'TD', 'L', 'LI', 'Lbl', 'LBody'. */
  tag: string;
  kids: (StructNode | MarkedContent)[];
  /** Alternative text (figures). */
  alt?: string;
  /** A table header cell's scope. */
  scope?: 'Column' | 'Row';
}

export const isMarkedContent = (kid: StructNode | MarkedContent): kid is MarkedContent => 'mcid' in kid;

export function structNode(tag: string, extra: Partial<Omit<StructNode, 'tag' | 'kids'>> = {}): StructNode {
  return { tag, kids: [], ...extra };
}

/** Each page's marked content in MCID order, with the element that owns it: what the ParentTree lists. */
export class PageOwners {
  private readonly owners = new Map<PDFPage, StructNode[]>();

  /** Gives `node` the next MCID on `page` and records it among the node's kids. */
  claim(page: PDFPage, node: StructNode): number {
    let list = this.owners.get(page);
    if (!list) this.owners.set(page, (list = []));
    list.push(node);
    node.kids.push({ page, mcid: list.length - 1 });
    return list.length - 1;
  }

  forget(page: PDFPage): void {
    this.owners.delete(page);
  }
}

/** Drops empty elements that own nothing (a table cell with no text keeps its place: TD and TH are kept). */
function pruned(node: StructNode): StructNode {
  node.kids = node.kids.map((kid) => (isMarkedContent(kid) ? kid : pruned(kid)))
    .filter((kid) => isMarkedContent(kid) || kid.kids.length > 0 || ['TD', 'TH', 'TR', 'Figure'].includes(kid.tag));
  return node;
}

/**
 * Writes `root` (a 'Document' element) into the document: StructTreeRoot, ParentTree, /StructParents and /Tabs /S on
 * every page that has marked content. Pages in `pages` order get StructParents 0, 1, 2… whatever order they were drawn in.
 */
export function writeStructureTree(context: PDFContext, catalog: PDFDict, root: StructNode, pages: readonly PDFPage[]): void {
  const rootRef = context.nextRef();
  const byPage = new Map<PDFPage, PDFRef[]>();
  const write = (node: StructNode, parent: PDFRef): PDFRef => {
    const ref = context.nextRef();
    const firstPage = node.kids.find(isMarkedContent)?.page;
    const kids = node.kids.map((kid) => {
      if (!isMarkedContent(kid)) return write(kid, ref);
      const owners = byPage.get(kid.page) ?? [];
      owners[kid.mcid] = ref;
      byPage.set(kid.page, owners);
      if (kid.page === firstPage) return PDFNumber.of(kid.mcid);
      return context.obj({ Type: 'MCR', Pg: kid.page.ref, MCID: kid.mcid });
    });
    const dict = context.obj({ Type: 'StructElem', S: node.tag, P: parent }) as PDFDict;
    if (firstPage) dict.set(PDFName.of('Pg'), firstPage.ref);
    dict.set(PDFName.of('K'), context.obj(kids));
    if (node.alt !== undefined) dict.set(PDFName.of('Alt'), PDFHexString.fromText(node.alt));
    if (node.scope) dict.set(PDFName.of('A'), context.obj({ O: 'Table', Scope: node.scope }));
    context.assign(ref, dict);
    return ref;
  };
  const documentRef = write(pruned(root), rootRef);

  const nums: (PDFNumber | PDFArray | PDFRef)[] = [];
  let key = 0;
  for (const page of pages) {
    page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
    const owners = byPage.get(page);
    if (!owners) continue;
    page.node.set(PDFName.of('StructParents'), PDFNumber.of(key));
    nums.push(PDFNumber.of(key), context.obj(owners.map((ref) => ref ?? null)) as PDFArray);
    key += 1;
  }
  // Links (a background PDF's, pdfme's internal ones) are Link elements owning their annotation (PDF/UA-1 7.18.5),
  // after the page's content in reading order, each with a description a reader can say.
  const documentKids = (context.lookup(documentRef) as PDFDict).get(PDFName.of('K')) as PDFArray;
  for (const page of pages) {
    for (const annotation of linkAnnotations(page)) {
      const linkRef = context.nextRef();
      annotation.dict.set(PDFName.of('StructParent'), PDFNumber.of(key));
      if (!annotation.dict.has(PDFName.of('Contents'))) annotation.dict.set(PDFName.of('Contents'), PDFHexString.fromText(linkDescription(annotation.dict)));
      context.assign(linkRef, context.obj({ Type: 'StructElem', S: 'Link', P: documentRef, Pg: page.ref, K: context.obj({ Type: 'OBJR', Obj: annotation.ref, Pg: page.ref }) }));
      documentKids.push(linkRef);
      nums.push(PDFNumber.of(key), linkRef);
      key += 1;
    }
  }
  context.assign(
    rootRef,
    context.obj({
      Type: 'StructTreeRoot',
      K: documentRef,
      ParentTree: context.register(context.obj({ Nums: nums })),
      ParentTreeNextKey: key,
    }),
  );
  catalog.set(PDFName.of('StructTreeRoot'), rootRef);
  catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
}

/** The page's Link annotations, with their references (a tagged PDF points at them from the structure). */
function linkAnnotations(page: PDFPage): { ref: PDFRef; dict: PDFDict }[] {
  const annots = page.node.Annots();
  if (!annots) return [];
  const found: { ref: PDFRef; dict: PDFDict }[] = [];
  for (let index = 0; index < annots.size(); index += 1) {
    const ref = annots.get(index);
    const dict = ref instanceof PDFRef ? page.doc.context.lookup(ref) : undefined;
    if (ref instanceof PDFRef && dict instanceof PDFDict && dict.get(PDFName.of('Subtype')) === PDFName.of('Link')) found.push({ ref, dict });
  }
  return found;
}

/** What a reader says for a link without its own description: where it goes. */
function linkDescription(annotation: PDFDict): string {
  const action = annotation.lookupMaybe(PDFName.of('A'), PDFDict);
  const uri = action?.lookupMaybe(PDFName.of('URI'), PDFString, PDFHexString);
  return uri ? `Link to ${uri.decodeText()}` : 'Link within this document';
}
