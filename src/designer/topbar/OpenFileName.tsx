/** The file on disk the open template is saved to this session (Open… or Save as…), beside its name. */
import { useOpenFileName } from '../library/templateFile';

export function OpenFileName() {
  const fileName = useOpenFileName();
  if (!fileName) return null;
  return (
    <span className="topbar__file" title="Save (Ctrl+S) writes to this file">
      <span className="visually-hidden">Saved to file </span>
      {fileName}
    </span>
  );
}
