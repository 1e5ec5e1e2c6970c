/** SVG markup: drawn by pdfme's svg plugin, which fails on a prolog or on markup that is not SVG (src/templates/svgText.ts). */
import { svgValueProblem, withoutSvgProlog } from '../pictureCheck';
import { contentSample, noTemplateCheck, type Converted, type ValueKindTraits } from './valueKind';

/** SVG text as drawing programs export it: the <?xml?> and DOCTYPE prolog is dropped (it draws the same without). */
function convertSvg(value: string): Converted {
  const text = withoutSvgProlog(value.trim());
  const problem = svgValueProblem(text);
  return problem ? { value: '', problem: { message: problem, severity: 'error' } } : { value: text };
}

export const svgValue: ValueKindTraits = {
  convertCell: (_field, cell) => convertSvg(cell),
  checkTemplateValue: noTemplateCheck,
  checkRecordValue: (_field, value) => (value.includes('<svg') ? null : { message: 'is not SVG markup', severity: 'error' }),
  checkPrintedValue: svgValueProblem,
  sample: contentSample,
};
