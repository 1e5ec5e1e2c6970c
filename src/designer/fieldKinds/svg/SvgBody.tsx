import { svgDataUrl } from '../../fields/fieldValue';
import { Placeholder } from '../Placeholder';

/** SVG markup, drawn as an <img> (never inline markup). */
export function SvgBody({ value }: { value: string }) {
  return value.trim() ? <img className="field-body field-img" src={svgDataUrl(value)} alt="" draggable={false} /> : <Placeholder text="SVG" />;
}
