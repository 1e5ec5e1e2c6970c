/**
 * Header & footer: text printed on every page (pdfme's basePdf.staticSchema), with {currentPage} and {totalPages}.
 * Blank-page templates only: an uploaded PDF has its own.
 */
import { addStaticField } from '../../../templates/commands/addStaticField';
import { CloseIcon } from '../../ui/icons';
import { deleteFields } from '../../../templates/commands/deleteFields';
import { updateStaticField } from '../../../templates/commands/updateStaticField';
import { createField } from '../../../templates/fieldTypes';
import type { BlankPdf } from '../../../templates/types';
import { designer } from '../../store';
import { DraftField } from '../../ui/inputs';

const HEIGHT_MM = 8;

function addText(page: BlankPdf, where: 'header' | 'footer') {
  const [top, right, bottom, left] = page.padding;
  const y = where === 'header' ? Math.max(2, top / 2 - HEIGHT_MM / 2) : page.height - Math.max(bottom, HEIGHT_MM + 2) + Math.max(0, (bottom - HEIGHT_MM) / 2);
  const base = createField('text', where, { x: left, y: Math.max(0, y) });
  designer.run(addStaticField, {
    field: {
      ...base,
      width: Math.max(10, page.width - left - right),
      height: HEIGHT_MM,
      fontSize: 9,
      readOnly: true,
      alignment: where === 'header' ? 'left' : 'center',
      verticalAlignment: 'middle',
      content: where === 'header' ? 'Header text' : 'Page {currentPage} of {totalPages}',
    },
  });
}

export function HeaderFooterEditor({ page }: { page: BlankPdf }) {
  const fields = page.staticSchema ?? [];
  return (
    <div className="prop-grid">
      {fields.map((field) => (
        <div key={field.id ?? field.name} className="prop--wide row" style={{ alignItems: 'flex-end' }}>
          <DraftField
            label={`${field.name} text`}
            value={field.content ?? ''}
            onCommit={(content) => field.id && designer.run(updateStaticField, { id: field.id, patch: { content } })}
          />
          <button type="button" aria-label={`Remove ${field.name}`} onClick={() => field.id && designer.run(deleteFields, { ids: [field.id] })}>
            <CloseIcon />
          </button>
        </div>
      ))}
      <button type="button" onClick={() => addText(page, 'header')}>
        Add header text
      </button>
      <button type="button" onClick={() => addText(page, 'footer')}>
        Add footer text
      </button>
      <p className="panel__note prop--wide">{'{currentPage}'} and {'{totalPages}'} are replaced on every page.</p>
    </div>
  );
}
