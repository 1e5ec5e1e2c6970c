/**
 * Marked content for a tagged PDF, added as a page is drawn: every batch of operators a plugin pushes onto the page's
 * content stream (pdf-lib's drawText, drawRectangle, pushOperators all end in PDFContentStream.push) is wrapped in a
 * marked-content sequence — `/P <</MCID 3>> BDC … EMC` for content an element owns, `/Artifact <</Type /Layout>> BDC
 * … EMC` for drawing a reader skips (borders, backgrounds, rules, the background PDF) — so no content is left
 * untagged (PDF/UA-1 7.1). Consecutive batches for the same owner share one sequence.
 *
 * What owns a batch is decided by the field being drawn (`FieldMarks`, set by the render loop): the whole field for
 * a figure; text only for text, lists and tables, whose text lines go to the item or cell under their origin.
 * The page's stream comes from ../pageContentStreams.ts; relies on pdf-lib 6.1.13's PDFOperator `name`/`args` (private
 * in its types).
 */
import { PDFDict, PDFName, PDFNumber, PDFOperator, type PDFContext, type PDFPage } from '@pdfme/pdf-lib';
import { currentContentStream } from '../pageContentStreams';
import type { PageOwners, StructNode } from './structureTree';

/** Where a text line starts on the page, pt from the bottom-left (its text matrix's translation). */
export interface TextOrigin {
  x: number;
  y: number;
}

/** What a field's drawing is, for marking: who owns its text lines and its other drawing. */
export interface FieldMarks {
  /** The owner of a text line starting at `origin`; null: an artifact (a repeated table header). */
  text(origin: TextOrigin): StructNode | null;
  /** The owner of anything else it draws (a picture, bars, a background); null: an artifact. */
  graphics: StructNode | null;
  /** Header and footer fields repeat on every page: pagination artifacts. */
  pagination?: boolean;
}

type Owner = StructNode | 'Layout' | 'Pagination';

interface RawOperator {
  name: string;
  args: unknown[];
}

const raw = (operator: PDFOperator) => operator as unknown as RawOperator;

/** The operators that paint text (Tj, TJ, ', "). */
const SHOWS_TEXT = new Set(['Tj', 'TJ', "'", '"']);

/** The translation of the batch's text matrix (Tm), if it draws text. */
function textOrigin(operators: readonly PDFOperator[]): TextOrigin | null {
  if (!operators.some((operator) => raw(operator).name === 'BT')) return null;
  const matrix = operators.find((operator) => raw(operator).name === 'Tm');
  const args = matrix ? raw(matrix).args : [];
  const number = (value: unknown) => (value instanceof PDFNumber ? value.asNumber() : Number(value));
  return { x: number(args[4]) || 0, y: number(args[5]) || 0 };
}

/** Marks one page's content as it is pushed. */
export class PageMarks {
  private field: FieldMarks | null = null;
  private open: Owner | null = null;

  private constructor(
    private readonly page: PDFPage,
    private readonly context: PDFContext,
    private readonly owners: PageOwners,
    /** the content stream's own push, unmarked */
    private readonly write: (...operators: PDFOperator[]) => void,
  ) {}

  /** Starts marking `page`: from now on everything pushed onto its content stream is marked. */
  static install(page: PDFPage, owners: PageOwners): PageMarks {
    const stream = currentContentStream(page);
    const marks = new PageMarks(page, page.doc.context, owners, stream.push.bind(stream));
    stream.push = (...operators: PDFOperator[]) => marks.push(operators);
    return marks;
  }

  /** The field whose drawing follows (null: drawing outside any field, an artifact). */
  setField(field: FieldMarks | null): void {
    this.field = field;
  }

  /** Ends the open sequence: called after each field, so a field never shares a sequence with the next. */
  close(): void {
    if (this.open === null) return;
    this.open = null;
    this.write(PDFOperator.of('EMC' as never));
  }

  private push(operators: PDFOperator[]): void {
    if (operators.length === 0) return;
    const owner = this.ownerOf(operators);
    if (typeof owner !== 'string' && textOrigin(operators)) return this.pushText(operators, owner);
    if (owner !== this.open) {
      this.close();
      this.write(this.begin(owner));
      this.open = owner;
    }
    this.write(...operators);
  }

  /**
   * A text object an element owns, marked run by run inside BT … ET: the spans the text pipeline wrote for a run's
   * language (/Lang) or a cluster's /ActualText (shapedLineOperators.ts) become marked-content sequences of the
   * element's own, each with its MCID and those properties, instead of spans nested in one sequence (readers such as
   * poppler end a sequence at the first EMC, so text after a nested span would be lost from the structure).
   */
  private pushText(operators: readonly PDFOperator[], owner: StructNode): void {
    this.close();
    const properties: PDFDict[] = [];
    let inText = false;
    let marking = false;
    const end = () => {
      if (marking) this.write(PDFOperator.of('EMC' as never));
      marking = false;
    };
    for (const operator of operators) {
      const { name, args } = raw(operator);
      if (name === 'BDC' && args[1] instanceof PDFDict && !args[1].has(PDFName.of('MCID'))) {
        end();
        properties.push(args[1]);
      } else if (name === 'EMC' && properties.length > 0) {
        end();
        properties.pop();
      } else if (name === 'BT' || name === 'ET') {
        end();
        inText = name === 'BT';
        this.write(operator);
      } else {
        if (inText && !marking && SHOWS_TEXT.has(name)) {
          const dict = this.context.obj({ MCID: this.owners.claim(this.page, owner) }) as PDFDict;
          for (const inner of properties) for (const [key, value] of inner.entries()) dict.set(key, value);
          this.write(PDFOperator.of('BDC' as never, [PDFName.of(owner.tag), dict as unknown as PDFName]));
          marking = true;
        }
        this.write(operator);
      }
    }
    end();
  }

  private ownerOf(operators: readonly PDFOperator[]): Owner {
    const field = this.field;
    if (!field) return 'Layout';
    const origin = textOrigin(operators);
    const node = origin ? field.text(origin) : field.graphics;
    if (node) return node;
    return field.pagination ? 'Pagination' : 'Layout';
  }

  private begin(owner: Owner): PDFOperator {
    if (typeof owner === 'string') {
      return PDFOperator.of('BDC' as never, [PDFName.of('Artifact'), this.context.obj({ Type: owner }) as PDFDict as unknown as PDFName]);
    }
    const mcid = this.owners.claim(this.page, owner);
    return PDFOperator.of('BDC' as never, [PDFName.of(owner.tag), this.context.obj({ MCID: mcid }) as PDFDict as unknown as PDFName]);
  }
}
