/** New fields take the look of the last one edited, never its data rules. */
import { describe, expect, it } from 'vitest';
import { rememberedStyle, rememberStyle } from '../../../src/designer/store/styleMemory';
import { createField } from '../../../src/templates/fieldTypes';
import { defaultFormat, FORMAT_PROPERTY } from '../../../src/templates/valueFormat';

describe('style memory', () => {
  it('remembers font and colour of an edited Text field, but not its value format or content', () => {
    const edited = { ...createField('text', 'total', { x: 0, y: 0 }), fontSize: 17, fontColor: '#123456', content: '99', [FORMAT_PROPERTY]: defaultFormat('currency') };
    rememberStyle([edited]);
    const style = rememberedStyle('text');
    expect(style).toMatchObject({ fontSize: 17, fontColor: '#123456' });
    expect(style).not.toHaveProperty(FORMAT_PROPERTY);
    expect(style).not.toHaveProperty('content');
  });
});
