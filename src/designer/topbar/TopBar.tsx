/** The top bar: logo, template name, undo/redo, zoom, arrange, and the entry points to templates, data and preview. */
import { canvasController } from '../canvas/controller';
import { displayChord } from '../keymap/keys';
import { setHelpOpen } from '../keymap/help';
import { designer } from '../store';
import { useHistory } from '../store/useHistory';
import { ArrangeButtons } from './ArrangeButtons';
import { DataIcon, HelpIcon, LogoMark, PreviewIcon, RedoIcon, TemplatesIcon, UndoIcon } from './icons';
import { setLayout, useLayout } from './layoutState';
import { SnapControl } from './SnapControl';
import { TemplateName } from './TemplateName';
import { ZoomControl } from './ZoomControl';

export function TopBar() {
  const history = useHistory();
  const layout = useLayout();
  return (
    <header className="topbar">
      <h1 className="topbar__logo">
        <LogoMark />
        <span>Platen</span>
      </h1>
      <button
        type="button"
        className="topbar__button"
        aria-pressed={layout.left === 'templates'}
        title="Your templates, the gallery, import and export"
        onClick={() => setLayout({ left: layout.left === 'templates' ? 'fields' : 'templates' })}
      >
        <TemplatesIcon /> Templates
      </button>
      <TemplateName />
      <div className="topbar__group" role="group" aria-label="History">
        <button
          type="button"
          className="icon-button"
          aria-label="Undo"
          title={history.undoLabel ? `Undo ${history.undoLabel} (${displayChord('mod+z')})` : 'Nothing to undo'}
          disabled={!history.canUndo}
          onClick={() => designer.undo()}
        >
          <UndoIcon />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label="Redo"
          title={history.redoLabel ? `Redo ${history.redoLabel} (${displayChord('mod+shift+z')})` : 'Nothing to redo'}
          disabled={!history.canRedo}
          onClick={() => designer.redo()}
        >
          <RedoIcon />
        </button>
      </div>
      <ArrangeButtons />
      <div className="topbar__spacer" />
      <SnapControl />
      <ZoomControl />
      <button
        type="button"
        className="topbar__button"
        aria-pressed={layout.right === 'data'}
        title="Import data, map columns, generate PDFs"
        onClick={() => setLayout({ right: 'data' })}
      >
        <DataIcon /> Data
      </button>
      <button
        type="button"
        className="topbar__button"
        aria-pressed={layout.preview}
        title="Show the PDF preview beside the canvas"
        onClick={() => {
          setLayout({ preview: !layout.preview });
          // the canvas narrows when the preview opens: keep the whole page width in view
          if (!layout.preview) requestAnimationFrame(() => canvasController.fitWidthIfCut());
        }}
      >
        <PreviewIcon /> Preview
      </button>
      <button type="button" className="icon-button" aria-label="Keyboard shortcuts" title="Keyboard shortcuts (?)" onClick={() => setHelpOpen(true)}>
        <HelpIcon />
      </button>
    </header>
  );
}
