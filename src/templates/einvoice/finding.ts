/** What the e-invoice checks find in one record, before it is placed (records.ts: ['records', row, place]). */
export interface Finding {
  /** the column or field the value came from, or the term's name when the value is fixed in the template */
  place: string;
  /** the EN 16931 rule that fails, e.g. 'BR-CO-10'; absent for a value that cannot be read at all */
  rule?: string;
  /** the sentence, naming the rule, the term and the line; it does not name the record */
  message: string;
  severity: 'error' | 'warning';
}
