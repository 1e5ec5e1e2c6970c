/**
 * What pdf-lib's drawSvg can read of an SVG's text. It takes the first node of the text for the <svg> element, so an
 * `<?xml …?>` declaration, a DOCTYPE or a leading comment fails with "Cannot read properties of undefined (reading
 * 'style')" (issue #9). Pure: used by template validation, data conversion and the engine before a field is drawn.
 * Entities are never expanded anywhere: a DOCTYPE that declares its own ([…] internal subset) is refused, not read.
 */

/**
 * The prolog drawing programs write before <svg> — an `<?xml …?>` declaration, a plain DOCTYPE naming the SVG DTD
 * (no internal subset) and comments ("Generator: Adobe Illustrator") — none of which changes the drawing.
 */
const PROLOG = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg\b[^[>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*/i;

/** The SVG without a prolog that never changes the drawing (see PROLOG); anything else is left as it is. */
export function withoutSvgProlog(value: string): string {
  return value.replace(PROLOG, '');
}

/** A DOCTYPE with an internal subset: where entities are declared (a "billion laughs" needs one). */
export function declaresEntities(value: string): boolean {
  return /<!DOCTYPE[^>[]*\[/i.test(value);
}

/** A sentence for an SVG field's value, or null when it is an SVG pdf-lib can draw (call withoutSvgProlog first). */
export function svgValueProblem(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (!/<svg[\s>/]/i.test(text)) return 'this is not SVG (an SVG starts with <svg …>); SVG fields take the text of an .svg file';
  if (declaresEntities(text)) return 'the SVG declares its own entities in a <!DOCTYPE […]>, which Platen does not expand; remove the DOCTYPE';
  if (/<!DOCTYPE/i.test(text)) return 'the SVG has a <!DOCTYPE …> line, which Platen does not read; remove that line';
  if (text.startsWith('<?xml')) return 'the SVG starts with an <?xml …?> line, which the PDF renderer cannot read; remove that line';
  if (!/^<svg[\s>/]/i.test(text)) return 'the SVG has something before its <svg …> tag, which the PDF renderer cannot read; remove it';
  const unclosed = firstUnclosedTag(text);
  if (unclosed) return `the SVG is cut short or malformed: ${unclosed}`;
  return null;
}

/** Whether tags open and close in order (comments, CDATA and processing instructions skipped); a sentence if not. */
function firstUnclosedTag(text: string): string | null {
  const open: string[] = [];
  const tag = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<(\/?)([A-Za-z_][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g;
  let last = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    last = tag.lastIndex;
    const [, closing, name, , selfClosing] = match;
    if (!name) continue;
    if (closing) {
      if (open.pop() !== name) return `</${name}> closes a tag that is not open`;
    } else if (!selfClosing) open.push(name);
  }
  if (text.slice(last).includes('<')) return 'a tag is never finished';
  if (open.length > 0) return `<${open[open.length - 1]}> is never closed`;
  return null;
}
