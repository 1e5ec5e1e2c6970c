/** Tables: rows as pdfme lays them out, sample rows as Content, a Table section for columns, a grid in the Form. */
import type { DesignerValueKind } from '../kind';
import { TableBody } from './TableBody';
import { TableInput } from './TableInput';
import { TableRowsEditor } from './TableRowsEditor';

export { TableEditor } from './TableEditor';

export const tableKind: DesignerValueKind = {
  body: ({ field, value, layout }) => <TableBody field={field} value={value} printed={layout?.table} />,
  Content: TableRowsEditor,
  Input: TableInput,
};
