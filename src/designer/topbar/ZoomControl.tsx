/** Zoom out / level / zoom in, with fit width and fit page. */
import { canvasController } from '../canvas/controller';
import { ZOOM_STEPS } from '../canvas/coordinates';
import { displayChord } from '../keymap/keys';
import { useView } from '../store';

export function ZoomControl() {
  const zoom = useView((view) => view.zoom);
  const percent = Math.round(zoom * 100);
  return (
    <div className="topbar__group" role="group" aria-label="Zoom">
      <button type="button" className="icon-button" aria-label="Zoom out" title={`Zoom out (${displayChord('mod+-')})`} onClick={() => canvasController.zoomStep(-1)}>
        −
      </button>
      <select
        className="topbar__zoom"
        aria-label="Zoom level"
        value={ZOOM_STEPS.includes(zoom) ? String(zoom) : 'current'}
        onChange={(event) => {
          const value = event.target.value;
          if (value === 'fit-width') canvasController.fitWidth();
          else if (value === 'fit-page') canvasController.fitPage();
          else if (value !== 'current') canvasController.zoomTo(Number(value));
          event.target.blur();
        }}
      >
        {ZOOM_STEPS.includes(zoom) ? null : <option value="current">{percent} %</option>}
        {ZOOM_STEPS.map((step) => (
          <option key={step} value={String(step)}>
            {Math.round(step * 100)} %
          </option>
        ))}
        <option value="fit-width">Fit width</option>
        <option value="fit-page">Fit page</option>
      </select>
      <button type="button" className="icon-button" aria-label="Zoom in" title={`Zoom in (${displayChord('mod+=')})`} onClick={() => canvasController.zoomStep(1)}>
        +
      </button>
    </div>
  );
}
