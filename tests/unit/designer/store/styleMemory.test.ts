/** New fields take the look of the last one edited, never its data rules, name or layout (issue #17). */
import { describe, expect, it } from 'vitest';
import { rememberedStyle, rememberStyle, STYLE_KEYS } from '../../../../src/designer/store/styleMemory';
import { CONDITION_PROPERTY } from '../../../../src/templates/condition';
import { createField, FIELD_TYPES } from '../../../../src/templates/fieldTypes';
import { defaultFormat, FORMAT_PROPERTY } from '../../../../src/templates/valueFormat';

/** Properties about one field's data, identity or layout: a new field must never inherit them. */
const NEVER_CARRIED = [
  'id', 'name', 'type', 'position', 'width', 'height', 'rotate',
  'content', 'text', 'variables', 'options', 'head', 'headWidthPercentages',
  CONDITION_PROPERTY, FORMAT_PROPERTY, 'format', 'locale',
  'alignment', 'verticalAlignment',
  'readOnly', 'required', 'locked',
];

describe('style memory', () => {
  it('allows no content, condition, name, format or alignment key', () => {
    expect(STYLE_KEYS.filter((key) => NEVER_CARRIED.includes(key))).toEqual([]);
  });

  it.each(FIELD_TYPES.map((t) => t.type))('a %s field carries only look properties, whatever it holds', (type) => {
    const edited = {
      ...createField(type, 'edited', { x: 5, y: 5 }),
      content: 'ACME',
      [CONDITION_PROPERTY]: 'fragile === "yes"',
      [FORMAT_PROPERTY]: defaultFormat('currency'),
      alignment: 'center',
      verticalAlignment: 'bottom',
      format: 'dd/MM/yyyy',
      locale: 'de',
      required: true,
      readOnly: true,
    };
    rememberStyle([edited]);
    const carried = Object.keys(rememberedStyle(type) ?? {});
    expect(carried.filter((key) => NEVER_CARRIED.includes(key))).toEqual([]);
    expect(carried.every((key) => (STYLE_KEYS as readonly string[]).includes(key))).toBe(true);
  });

  it('remembers font, size and colour of an edited Text field', () => {
    const edited = { ...createField('text', 'total', { x: 0, y: 0 }), fontName: 'Roboto', fontSize: 17, fontColor: '#123456', alignment: 'center' };
    rememberStyle([edited]);
    expect(rememberedStyle('text')).toMatchObject({ fontName: 'Roboto', fontSize: 17, fontColor: '#123456' });
    expect(rememberedStyle('text')).not.toHaveProperty('alignment');
  });
});
