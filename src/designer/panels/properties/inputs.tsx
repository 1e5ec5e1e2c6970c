/** The property inputs, in one import for the editors. */
export { DraftField, MIXED } from './DraftField';
export { NumberField } from './NumberField';
export { ColorField } from './ColorField';
export { CheckField, SelectField } from './ChoiceFields';
export { normaliseHex, parseNumber } from './parseInput';
