// One template whose fixed text runs away for every record alike (a {…} expression reading no record value), for the
// CLI's and the service's refusal tests (tests/unit/cli/runawayFixedText.test.ts, tests/unit/server/http/…).

/** 10,000 × 10,000 steps through pdfme's expression evaluator: minutes, far past the 2 s limit the tests set. */
export const RUNAWAY = '{Array(10000).fill(0).map((a) => Array(10000).fill(0).map((b) => b + a).length).length}';

/** A 100 × 40 mm page with a record field `name` and a fixed text field `count` holding `Count: ${RUNAWAY}`. */
export const runawayTemplate = {
  basePdf: { width: 100, height: 40, padding: [5, 5, 5, 5] },
  schemas: [
    [
      { name: 'name', type: 'text', position: { x: 5, y: 5 }, width: 90, height: 10, fontSize: 12 },
      { name: 'count', type: 'text', readOnly: true, content: `Count: ${RUNAWAY}`, position: { x: 5, y: 20 }, width: 90, height: 10, fontSize: 10 },
    ],
  ],
};
