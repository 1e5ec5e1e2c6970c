/** Snapping: to a 1 mm or 5 mm grid (plus page edges, margins and other fields), or off. Alt while dragging also turns it off. */
import { canvasState, useCanvasState } from '../canvas/canvasState';

export function SnapControl() {
  const value = useCanvasState((s) => (s.snapping ? String(s.grid) : 'off'));
  return (
    <select
      className="topbar__zoom"
      aria-label="Snapping"
      title="Snap while dragging (hold Alt to drag freely)"
      value={value}
      onChange={(event) => {
        const next = event.target.value;
        canvasState.set(next === 'off' ? { snapping: false } : { snapping: true, grid: next === '5' ? 5 : 1 });
        event.target.blur();
      }}
    >
      <option value="1">Snap 1 mm</option>
      <option value="5">Snap 5 mm</option>
      <option value="off">Snap off</option>
    </select>
  );
}
