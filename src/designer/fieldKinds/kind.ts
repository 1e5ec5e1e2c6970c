/**
 * The shapes every field kind's designer pieces share: a canvas body, a Content editor and a Form input per value
 * kind (fieldKinds/<kind>/index.tsx), put together per field type with its icon and Appearance in registry.tsx.
 */
import type { ComponentType, ReactNode } from 'react';
import type { DataField } from '../../data/fields';
import type { FieldSchema } from '../../templates/types';
import type { FieldLayout } from '../../worker/api';

export interface FieldBodyProps {
  field: FieldSchema;
  value: string;
  /** What the worker measured from the PDF rendering, when it has. */
  layout: FieldLayout | undefined;
}

export interface FieldsEditorProps {
  fields: FieldSchema[];
}

export type FieldsEditor = ComponentType<FieldsEditorProps>;

export interface FormInputProps {
  dataField: DataField;
  /** The field's name, marked when it is required. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A value kind's designer half: how the canvas draws its value, how the Properties panel and the Form edit it. */
export interface DesignerValueKind {
  /** Draws the field's contents on the canvas like the PDF will (position, rotation, selection are the canvas's). */
  body: (props: FieldBodyProps) => ReactNode;
  /** The Content section's editor; null for fixed artwork, which has no content. */
  Content: FieldsEditor | null;
  /** The Data panel Form's input. */
  Input: ComponentType<FormInputProps>;
}
