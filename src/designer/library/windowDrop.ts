/**
 * A file dropped anywhere on the window (issue #21): a `.json` opens as a template, through the import's checks; a
 * `.pdf` becomes the open template's background (one undo entry). Other files are named with the reason they were
 * not used. Drop zones of their own (the data panel's, the library's) handle their drops first: the browser marks
 * those defaultPrevented before the event reaches the window.
 */
import { notify } from '../ui/notice';
import { setLayout } from '../topbar/layoutState';
import { library } from './instance';

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/** What to do with a dropped file, from its name and type. */
export function droppedFileKind(file: { name: string; type: string }): 'template' | 'background' | 'other' {
  if (/\.json$/i.test(file.name) || file.type === 'application/json') return 'template';
  if (/\.pdf$/i.test(file.name) || file.type === 'application/pdf') return 'background';
  return 'other';
}

async function openDropped(file: File): Promise<void> {
  const kind = droppedFileKind(file);
  if (kind === 'template') {
    setLayout({ left: 'templates' }); // where the import says what it did
    await library.importText(file.name, await file.text());
  } else if (kind === 'background') {
    const { backgroundFromFile } = await import('../panels/pages/backgroundPdf');
    notify((await backgroundFromFile(file)).text);
  } else {
    notify(`“${file.name}” was not opened: drop a template (.json) to open it or a PDF to use as the page background; data files go on the Data panel.`);
  }
}

/** Listens for files dropped onto the window; returns the function that stops. */
export function acceptWindowDrops(): () => void {
  const onDragOver = (event: DragEvent) => {
    if (!event.defaultPrevented && hasFiles(event)) event.preventDefault(); // allows the drop
  };
  const onDrop = (event: DragEvent) => {
    if (event.defaultPrevented || !hasFiles(event)) return;
    event.preventDefault(); // the browser would otherwise navigate away to the file
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (files.length > 1) notify(`Opened “${files[0].name}” only: drop one file at a time.`);
    if (files[0]) void openDropped(files[0]);
  };
  window.addEventListener('dragover', onDragOver);
  window.addEventListener('drop', onDrop);
  return () => {
    window.removeEventListener('dragover', onDragOver);
    window.removeEventListener('drop', onDrop);
  };
}
