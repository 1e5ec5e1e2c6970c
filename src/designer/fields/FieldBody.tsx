/** Draws one field's contents like the PDF will, by its kind's body. Positioning, rotation and selection are the canvas's. */
import { memo } from 'react';
import type { FieldSchema } from '../../templates/types';
import { designerKindOf } from '../fieldKinds/registry';
import { drawnTableHeight } from './tableFit';
import { mmCss } from './units';
import { useFieldLayout } from './useFieldLayout';
import './fields.css';

/** Closer than this (mm), the PDF's box is the stored box. */
const SAME_MM = 0.01;

export const FieldBody = memo(function FieldBody({ field, value }: { field: FieldSchema; value: string }) {
  const measured = useFieldLayout(field, value);
  const body = designerKindOf(field.type).body({ field, value, layout: measured?.layout });
  if (!measured) return body;
  // the record shown leaves this field out (its "Show when" condition is false): drawn faintly, and said so
  if (measured.layout.hidden) {
    return (
      <div className="field-condition-hidden" data-condition-hidden="" title="Not printed for this record: its Show when condition is false">
        <div className="field-condition-hidden__body">{body}</div>
      </div>
    );
  }
  const { layout, dy } = measured;
  // pdfme's dynamic layout: a table drawn at its rows' height, expanding text grown, fields below moved by the growth
  const height = layout.table ? drawnTableHeight(layout.table) : layout.box.height;
  if (Math.abs(dy) < SAME_MM && Math.abs(height - field.height) < SAME_MM) return body;
  return (
    <div className="field-layout-shift" data-layout-shift="" style={{ top: mmCss(dy), height: mmCss(height) }}>
      {body}
    </div>
  );
});
