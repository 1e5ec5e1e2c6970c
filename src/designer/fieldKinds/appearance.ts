/** What the Appearance editors of several kinds read from a selection: a text or number property shared by all. */
import type { FieldSchema } from '../../templates/types';
import { shared } from '../ui/selection';

export const text = (fields: FieldSchema[], key: string) => shared(fields, (f) => (f[key] as string | undefined) ?? '');
export const number = (fields: FieldSchema[], key: string) => shared(fields, (f) => (f[key] as number | undefined) ?? 0);
