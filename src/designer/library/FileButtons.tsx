/** Open…, Save and Save as… on template files (templateFile.ts): files on disk in Chromium, upload/download elsewhere. */
import { displayChord } from '../keymap/keys';
import { canUseFiles, openTemplateFile, saveTemplateFile, useOpenFileName } from './templateFile';

export function FileButtons() {
  const fileName = useOpenFileName();
  const onDisk = canUseFiles();
  return (
    <div className="pages__actions" role="group" aria-label="Template file">
      <button type="button" title={`Open a template file (${displayChord('mod+o')})`} onClick={() => void openTemplateFile()}>
        Open…
      </button>
      <button
        type="button"
        title={fileName ? `Save to “${fileName}” (${displayChord('mod+s')})` : onDisk ? 'Save as a file on your disk' : 'Download as a file'}
        onClick={() => void saveTemplateFile(false)}
      >
        Save
      </button>
      {onDisk && (
        <button type="button" title={`Save to a new file (${displayChord('mod+shift+s')})`} onClick={() => void saveTemplateFile(true)}>
          Save as…
        </button>
      )}
    </div>
  );
}
