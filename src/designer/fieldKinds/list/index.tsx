/** Lists: items with their markers, sample items one per line, the items typed in the Form. */
import type { DesignerValueKind } from '../kind';
import { TextInput } from '../text/TextInput';
import { ListBody } from './ListBody';
import { ListItemsEditor } from './ListItemsEditor';

export const listKind: DesignerValueKind = { body: ({ field, value }) => <ListBody field={field} value={value} />, Content: ListItemsEditor, Input: TextInput };
