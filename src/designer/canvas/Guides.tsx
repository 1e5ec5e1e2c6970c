/** Snap guide lines and the marquee rectangle for one page. */
import { mmCss } from '../fields/units';
import { useCanvasState } from './canvasState';

export function Guides({ page }: { page: number }) {
  const guides = useCanvasState((s) => (s.guides?.page === page ? s.guides.lines : null));
  const marquee = useCanvasState((s) => (s.marquee?.page === page ? s.marquee.box : null));
  return (
    <div className="guides-layer" aria-hidden="true">
      {guides?.map((guide, i) =>
        guide.axis === 'x' ? (
          <div key={i} className="guide guide--x" style={{ left: mmCss(guide.at) }} />
        ) : (
          <div key={i} className="guide guide--y" style={{ top: mmCss(guide.at) }} />
        ),
      )}
      {marquee ? (
        <div
          className="marquee"
          style={{ left: mmCss(marquee.x), top: mmCss(marquee.y), width: mmCss(marquee.width), height: mmCss(marquee.height) }}
        />
      ) : null}
    </div>
  );
}
