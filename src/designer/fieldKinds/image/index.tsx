/** Pictures (image, signature): the picture or the kind's name, an upload as Content, a file picker in the Form. */
import type { DesignerValueKind, FieldBodyProps } from '../kind';
import { ImageBody } from './ImageBody';
import { MediaEditor } from './MediaEditor';
import { PictureInput } from './PictureInput';

export { MediaEditor };

export const imageKind: DesignerValueKind = {
  body: ({ field, value }: FieldBodyProps) => <ImageBody field={field} value={value} />,
  Content: MediaEditor,
  Input: PictureInput,
};
