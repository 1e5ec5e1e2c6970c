/**
 * The top bar: logo, template name, undo/redo, arrange, snap, zoom and the preview. Templates and Data are sidebar tabs
 * only (they were also top-bar buttons, so each appeared twice).
 */
import { canvasController } from '../canvas/controller';
import { TOP_BAR } from '../keymap/placements';
import { LogoMark, PreviewIcon } from '../ui/toolbarIcons';
import { ActionButtons } from './ActionButton';
import { ArrangeButtons } from './ArrangeButtons';
import { setLayout, useLayout } from './layoutState';
import { SnapControl } from './SnapControl';
import { OpenFileName } from './OpenFileName';
import { TemplateName } from './TemplateName';
import { ZoomControl } from './ZoomControl';

export function TopBar() {
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
        <ActionButtons ids={TOP_BAR.history} />
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
      <ActionButtons ids={TOP_BAR.help} />
    </header>
  );
}
