/** Fixed artwork (shapes): drawn from its own box and colours; no Content, and a plain input if data maps to it. */
import type { DesignerValueKind } from '../kind';
import { TextInput } from '../text/TextInput';
import { ShapeBody } from './ShapeBody';

export { LineAppearance, ShapeAppearance } from './ShapeAppearance';

export const noneKind: DesignerValueKind = { body: ({ field }) => <ShapeBody field={field} />, Content: null, Input: TextInput };
