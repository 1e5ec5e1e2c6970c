/** "Upload a font…" next to a font picker: adds the TTF/OTF to the template, then hands its name to the caller. */
import { useId, useState } from 'react';
import { uploadFont } from './uploadFont';

export function FontUploadButton({ onUploaded }: { onUploaded: (name: string) => void }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="prop prop--wide">
      <label htmlFor={id} className="font-upload">
        Use my own font (TTF or OTF)…
      </label>
      <input
        id={id}
        type="file"
        accept=".ttf,.otf,font/ttf,font/otf"
        className="visually-hidden"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          const result = await uploadFont(file);
          setError(result.ok ? null : result.message);
          if (result.ok) onUploaded(result.name);
        }}
      />
      {error && (
        <span className="prop__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
