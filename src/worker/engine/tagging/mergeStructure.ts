/**
 * Joining tagged parts (src/worker/coordinator/mergeParts.ts): copyPages brings each part's pages and their content,
 * marked content and MCIDs included, but not the structure elements that own it, which hang from the part's catalog.
 * Here each part's elements are copied under one Document element, their pages (/Pg, MCRs) mapped to the copies,
 * and the ParentTree and /StructParents written anew for the merged page order. The first part's /Lang, /Metadata and
 * viewer preferences become the merged document's (every part of a batch has the same template).
 */
import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFObjectCopier,
  PDFRef,
  type PDFDocument,
  type PDFObject,
  type PDFPage,
} from '@pdfme/pdf-lib';

/** One part and the copies of its pages in the merged document, in the same order. */
export interface CopiedPart {
  doc: PDFDocument;
  pages: PDFPage[];
}

const name = (key: string) => PDFName.of(key);

/** Whether a document has a structure tree (was rendered with tagging on). */
export function isTagged(doc: PDFDocument): boolean {
  return doc.catalog.get(name('StructTreeRoot')) !== undefined;
}

export function mergeStructure(merged: PDFDocument, parts: readonly CopiedPart[]): void {
  if (parts.length === 0 || !parts.every((part) => isTagged(part.doc))) return;
  const context = merged.context;
  const rootRef = context.nextRef();
  const documentRef = context.nextRef();
  const owners = new Map<PDFRef, PDFRef[]>();
  const documentKids: PDFRef[] = [];
  /** link annotations (on the copied pages) and the Link element that owns each */
  const annotationOwners: { annotation: PDFRef; element: PDFRef }[] = [];

  for (const part of parts) {
    const source = part.doc.context;
    const pageMap = new Map<PDFRef, PDFRef>();
    part.doc.getPages().forEach((page, index) => pageMap.set(page.ref, part.pages[index].ref));
    const lookupDict = (object: PDFObject | undefined) => (object instanceof PDFRef ? source.lookup(object) : object) as PDFDict | undefined;
    const mapPage = (object: PDFObject | undefined) => (object instanceof PDFRef ? pageMap.get(object) : undefined);

    const copyElement = (element: PDFDict, parent: PDFRef): PDFRef => {
      const ref = context.nextRef();
      const copy = context.obj({ Type: 'StructElem', P: parent }) as PDFDict;
      for (const key of ['S', 'Alt', 'Lang', 'ActualText', 'A']) {
        const value = element.get(name(key));
        if (value !== undefined) copy.set(name(key), value instanceof PDFDict ? value.clone(context) : value);
      }
      const page = mapPage(element.get(name('Pg')));
      if (page) copy.set(name('Pg'), page);
      const own = (pageRef: PDFRef | undefined, mcid: number) => {
        if (!pageRef) return;
        const list = owners.get(pageRef) ?? [];
        list[mcid] = ref;
        owners.set(pageRef, list);
      };
      const kidsIn = element.get(name('K'));
      const kids = kidsIn instanceof PDFArray ? kidsIn.asArray() : kidsIn === undefined ? [] : [kidsIn];
      const copied: PDFObject[] = [];
      for (const kid of kids) {
        if (kid instanceof PDFNumber) {
          own(page, kid.asNumber());
          copied.push(kid);
          continue;
        }
        const dict = lookupDict(kid);
        if (!dict) continue;
        if (dict.get(name('Type'))?.toString() === '/OBJR') {
          const copy = copiedAnnotation(part, dict);
          if (copy) {
            copied.push(context.obj({ Type: 'OBJR', Obj: copy.annotation, Pg: copy.page }));
            annotationOwners.push({ annotation: copy.annotation, element: ref });
          }
        } else if (dict.get(name('Type'))?.toString() === '/MCR') {
          const mcrPage = mapPage(dict.get(name('Pg'))) ?? page;
          const mcid = (dict.get(name('MCID')) as PDFNumber).asNumber();
          own(mcrPage, mcid);
          copied.push(context.obj({ Type: 'MCR', Pg: mcrPage ?? null, MCID: mcid }));
        } else {
          copied.push(copyElement(dict, ref));
        }
      }
      copy.set(name('K'), context.obj(copied));
      context.assign(ref, copy);
      return ref;
    };

    const root = lookupDict(part.doc.catalog.get(name('StructTreeRoot')));
    const document = lookupDict(root?.get(name('K')));
    const top = document?.get(name('K'));
    for (const kid of top instanceof PDFArray ? top.asArray() : []) {
      const dict = lookupDict(kid);
      if (dict) documentKids.push(copyElement(dict, documentRef));
    }
  }

  context.assign(documentRef, context.obj({ Type: 'StructElem', S: 'Document', P: rootRef, K: documentKids }));
  const nums: PDFObject[] = [];
  let key = 0;
  for (const page of merged.getPages()) {
    page.node.set(name('Tabs'), name('S'));
    const list = owners.get(page.ref);
    page.node.delete(name('StructParents'));
    if (!list) continue;
    page.node.set(name('StructParents'), PDFNumber.of(key));
    nums.push(PDFNumber.of(key), context.obj(Array.from(list, (ref) => ref ?? null)));
    key += 1;
  }
  for (const { annotation, element } of annotationOwners) {
    (context.lookup(annotation) as PDFDict).set(name('StructParent'), PDFNumber.of(key));
    nums.push(PDFNumber.of(key), element);
    key += 1;
  }
  context.assign(rootRef, context.obj({ Type: 'StructTreeRoot', K: documentRef, ParentTree: context.register(context.obj({ Nums: nums })), ParentTreeNextKey: key }));
  const catalog = merged.catalog;
  catalog.set(name('StructTreeRoot'), rootRef);
  catalog.set(name('MarkInfo'), context.obj({ Marked: true }));
  const first = parts[0].doc;
  const copier = PDFObjectCopier.for(first.context, context);
  for (const key of ['Lang', 'ViewerPreferences', 'Metadata']) {
    const value = first.catalog.get(name(key));
    if (value !== undefined) catalog.set(name(key), copier.copy(value));
  }
  const title = first.getTitle();
  if (title) merged.setTitle(title, { showInWindowTitleBar: true });
}

/** The copy of an OBJR's annotation: the same place in the same page's /Annots, on the page's copy. */
function copiedAnnotation(part: CopiedPart, objr: PDFDict): { annotation: PDFRef; page: PDFRef } | undefined {
  const pageIndex = part.doc.getPages().findIndex((page) => page.ref === objr.get(name('Pg')));
  if (pageIndex < 0) return undefined;
  const index = part.doc.getPages()[pageIndex].node.Annots()?.asArray().indexOf(objr.get(name('Obj')) as PDFObject) ?? -1;
  const target = part.pages[pageIndex];
  const annotation = index >= 0 ? target.node.Annots()?.get(index) : undefined;
  return annotation instanceof PDFRef ? { annotation, page: target.ref } : undefined;
}
