/** Draws one field's contents like the PDF will, by type. Positioning, rotation and selection are the canvas's. */
import { memo } from 'react';
import { isBarcodeType } from '../../templates/fieldTypes';
import type { FieldSchema } from '../../templates/types';
import { BarcodeBody, ImageBody, MarkBody, Placeholder, ShapeBody } from './GraphicBodies';
import { ListBody } from './ListBody';
import { TableBody } from './TableBody';
import { TextBody } from './TextBody';
import './fields.css';

const TEXT_TYPES = new Set(['text', 'multiVariableText', 'select', 'date', 'time', 'dateTime']);
const IMAGE_TYPES = new Set(['image', 'svg', 'signature']);
const SHAPE_TYPES = new Set(['line', 'rectangle', 'ellipse']);
const MARK_TYPES = new Set(['checkbox', 'radioGroup', 'circleMark']);

export const FieldBody = memo(function FieldBody({ field, value }: { field: FieldSchema; value: string }) {
  if (TEXT_TYPES.has(field.type)) return <TextBody field={field} value={value} />;
  if (IMAGE_TYPES.has(field.type)) return <ImageBody field={field} value={value} />;
  if (field.type === 'table') return <TableBody field={field} value={value} />;
  if (field.type === 'list') return <ListBody field={field} value={value} />;
  if (isBarcodeType(field.type)) return <BarcodeBody field={field} value={value} />;
  if (SHAPE_TYPES.has(field.type)) return <ShapeBody field={field} />;
  if (MARK_TYPES.has(field.type)) return <MarkBody field={field} value={value} />;
  return <Placeholder text={field.type} />;
});
