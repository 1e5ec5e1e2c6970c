import { bytesToDataUrl } from '../../../data/imageFiles';
import type { FormInputProps } from '../kind';

/** A PNG or JPEG picked from disk, as a data URL. */
export function PictureInput({ label, value, onChange }: FormInputProps) {
  return (
    <div className="data-field">
      <span>{label}</span>
      <div className="data-row">
        {value.startsWith('data:image') && <img className="data-thumb" src={value} alt="" />}
        <input
          type="file"
          aria-label={`Picture for ${label}`}
          accept="image/png,image/jpeg"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            onChange(bytesToDataUrl(new Uint8Array(await file.arrayBuffer()), file.type || 'image/png'));
          }}
        />
        {value && (
          <button type="button" onClick={() => onChange('')} aria-label={`Remove picture from ${label}`}>
            Remove
          </button>
        )}
      </div>
    </div>
  );
}
