/**
 * The top bar: logo, template name, undo/redo, arrange, snap, zoom and the preview. Templates and Data are sidebar tabs
 * only (they were also top-bar buttons, so each appeared twice).
 */
import { canvasController } from '../canvas/controller';
import { displayChord } from '../keymap/keys';
import { setHelpOpen } from '../keymap/help';
import { designer } from '../store';
import { useHistory } from '../store/useHistory';
import { ArrangeButtons } from './ArrangeButtons';
import { HelpIcon, LogoMark, PreviewIcon, RedoIcon, UndoIcon } from '../ui/toolbarIcons';
import { setLayout, useLayout } from './layoutState';
import { SnapControl } from './SnapControl';
import { OpenFileName } from './OpenFileName';
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
      <TemplateName />
      <OpenFileName />
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
