/** SVG markup: drawn as a picture, uploaded like one (image/MediaEditor reads SVG as text), typed on several lines. */
import { MediaEditor } from '../image';
import type { DesignerValueKind } from '../kind';
import { SvgBody } from './SvgBody';
import { SvgInput } from './SvgInput';

export const svgKind: DesignerValueKind = { body: ({ value }) => <SvgBody value={value} />, Content: MediaEditor, Input: SvgInput };
