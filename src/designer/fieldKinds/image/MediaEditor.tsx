/** Content upload for image, signature and SVG fields (their designer entries name it as the Content editor). */
import { useId, useState } from 'react';
import { findFieldType } from '../../../templates/fieldTypes';
import type { FieldSchema } from '../../../templates/types';
import { readImageFile, readSvgFile } from './imageUpload';
import { editFields, shared } from '../../ui/selection';

export function MediaEditor({ fields }: { fields: FieldSchema[] }) {
  const id = useId();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const type = shared(fields, (f) => f.type);
  if (!type) return null;
  const svg = findFieldType(type)?.value === 'svg';
  const hasContent = fields.some((f) => f.content);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const result = svg ? await readSvgFile(file) : await readImageFile(file);
    if (!result.ok) return setMessage({ text: result.message, error: true });
    editFields(fields, { content: result.content });
    setMessage(result.note ? { text: result.note, error: false } : null);
  };

  return (
    <div className="prop-grid">
      <div className="prop prop--wide">
        <span>
          <label htmlFor={id}>{svg ? 'Upload SVG' : 'Upload image'}</label>
        </span>
        <input id={id} type="file" accept={svg ? '.svg,image/svg+xml' : 'image/png,image/jpeg'} onChange={(e) => void upload(e.target.files?.[0])} />
      </div>
      {hasContent && (
        <button type="button" onClick={() => editFields(fields, { content: '' })}>
          Remove {svg ? 'SVG' : 'image'}
        </button>
      )}
      {message && (
        <p className={message.error ? 'prop__error prop--wide' : 'panel__note prop--wide'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </div>
  );
}
