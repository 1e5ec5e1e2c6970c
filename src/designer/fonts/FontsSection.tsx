/** The template's uploaded fonts: upload a TTF/OTF, see which are there, remove one. */
import { useId, useState } from 'react';
import { cssFamilyName, fontDataUrlProblem } from '../../templates/fontDataUrl';
import { CloseIcon } from '../ui/icons';
import { useDoc } from '../store';
import { removeFont, uploadFont } from './uploadFont';

export function FontsSection({ onUploaded }: { onUploaded?: (name: string) => void }) {
  const id = useId();
  const fonts = useDoc((d) => d.platen?.fonts);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const names = Object.keys(fonts ?? {});

  return (
    <div className="prop-grid">
      {names.length > 0 && (
        <ul className="library__list prop--wide" aria-label="Uploaded fonts">
          {names.map((name) => (
            <li key={name} className="library__item">
              <span style={{ flex: 1, fontFamily: `${cssFamilyName(`Platen upload ${name}`)}, system-ui` }}>
                {name}
                {fontDataUrlProblem(fonts?.[name]) === null ? null : ' (damaged: not loaded; upload it again)'}
              </span>
              <button type="button" className="icon-button" aria-label={`Remove font ${name}`} onClick={() => removeFont(name)}>
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="prop prop--wide">
        <span>
          <label htmlFor={id}>Upload a font (TTF or OTF)</label>
        </span>
        <input
          id={id}
          type="file"
          accept=".ttf,.otf,font/ttf,font/otf"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            const result = await uploadFont(file);
            if (!result.ok) return setMessage({ text: result.message, error: true });
            setMessage({ text: `Added “${result.name}” to this template's fonts.`, error: false });
            onUploaded?.(result.name);
          }}
        />
      </div>
      {message && (
        <p className={`prop--wide ${message.error ? 'prop__error' : 'panel__note'}`} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </div>
  );
}
