/**
 * The designer's shell: top bar; field palette / templates on the left; the canvas; Properties, Layers, Pages and
 * Data tabs on the right; an optional PDF preview pane. One DndContext spans palette and canvas.
 *
 * Test and benchmark hook: `window.__platenDesigner` is the document store (src/designer/store), in every build —
 * it holds nothing a user's own page could not already read, and lets e2e tests and the bench load a template
 * (`__platenDesigner.load(template, null)`) and check the model after real mouse input.
 */
import type { CSSProperties } from 'react';
import { Canvas } from './canvas/Canvas';
import { canvasController } from './canvas/controller';
import { DesignerDnd } from './canvas/DesignerDnd';
import { SelectionAnnouncer } from './canvas/SelectionAnnouncer';
import { DataPreviewSync } from './dataPanel/DataPreviewSync';
import { registerShippedFonts } from './fields/fonts';
import { HelpDialog } from './keymap/HelpDialog';
import { useNotice } from './ui/notice';
import { useKeymap } from './keymap/useKeymap';
import { useLibrary } from './library/useLibrary';
import { UpdateNotice } from './offline/UpdateNotice';
import { PreviewPane } from './preview/PreviewPane';
import { designer } from './store';
import { LeftSidebar, RightSidebar } from './topbar/Sidebars';
import { TopBar } from './topbar/TopBar';
import { useLayout } from './topbar/layoutState';
import './styles/app.css';

registerShippedFonts();
if (typeof window !== 'undefined') {
  Object.assign(window, { __platenDesigner: designer, __platenCanvas: canvasController });
}

function Notice() {
  const text = useNotice();
  return (
    <div className="notice" role="status" aria-live="polite">
      {text}
    </div>
  );
}

export function App() {
  useLibrary();
  useKeymap();
  const { preview, rightWidth } = useLayout();
  return (
    <div className="app" data-preview={preview || undefined} style={{ '--right-width': `${rightWidth}px` } as CSSProperties}>
      <TopBar />
      <DesignerDnd>
        <div className="workspace">
          <LeftSidebar />
          <main className="workspace__canvas" aria-label="Canvas">
            <Canvas />
          </main>
          <RightSidebar />
          {preview ? (
            <aside className="preview-pane" aria-label="PDF preview">
              <PreviewPane />
            </aside>
          ) : null}
        </div>
      </DesignerDnd>
      <DataPreviewSync />
      <HelpDialog />
      <Notice />
      <UpdateNotice />
      <SelectionAnnouncer />
    </div>
  );
}
