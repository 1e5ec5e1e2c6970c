/** The Form's input for one data field: the one its field kind's designer entry names (fieldKinds/registry.tsx). */
import type { DataField } from '../../data/fields';
import { designerKindOf } from '../fieldKinds/registry';

interface Props {
  dataField: DataField;
  value: string;
  onChange: (value: string) => void;
}

export function FieldInput({ dataField, value, onChange }: Props) {
  const { Input } = designerKindOf(dataField.field.type);
  const label = dataField.field.name + (dataField.field.required ? ' (required)' : '');
  return <Input dataField={dataField} label={label} value={value} onChange={onChange} />;
}
