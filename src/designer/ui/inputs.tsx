/** The shared form inputs (text drafts, numbers, colours, choices) used by the properties and pages panels, in one import. */
export { DraftField, MIXED } from './DraftField';
export { NumberField } from './NumberField';
export { ColorField } from './ColorField';
export { CheckField, SelectField } from './ChoiceFields';
export { normaliseHex, parseNumber } from './parseInput';
