/** Zoom out / level / zoom in (the keymap's actions), with fit width and fit page. */
import { useCanvasState } from '../canvas/canvasState';
import { canvasController } from '../canvas/controller';
import { ZOOM_STEPS } from '../canvas/coordinates';
import { TOP_BAR } from '../keymap/placements';
import { useView } from '../store';
import { ActionButtons } from './ActionButton';

export function ZoomControl() {
  const zoom = useView((view) => view.zoom);
  const percent = Math.round(zoom * 100);
  // "Fit page" stays named while the zoom is the one it chose (the window may change; the choice was to fit)
  const fitted = useCanvasState((s) => (s.fitted && s.fitted.zoom === zoom ? s.fitted.mode : null));
  const value = fitted ? `fit-${fitted}` : ZOOM_STEPS.includes(zoom) ? String(zoom) : 'current';
  return (
    <div className="topbar__group" role="group" aria-label="Zoom">
      <ActionButtons ids={TOP_BAR.zoomOut} />
      <select
        className="topbar__zoom"
        aria-label="Zoom level"
        value={value}
        title={`Zoom ${percent} %`}
        onChange={(event) => {
          const value = event.target.value;
          if (value === 'fit-width') canvasController.fitWidth();
          else if (value === 'fit-page') canvasController.fitPage();
          else if (value !== 'current') canvasController.zoomTo(Number(value));
          event.target.blur();
        }}
      >
        {value === 'current' ? <option value="current">{percent} %</option> : null}
        {ZOOM_STEPS.map((step) => (
          <option key={step} value={String(step)}>
            {Math.round(step * 100)} %
          </option>
        ))}
        <option value="fit-width">Fit width</option>
        <option value="fit-page">Fit page</option>
      </select>
      <ActionButtons ids={TOP_BAR.zoomIn} />
    </div>
  );
}
