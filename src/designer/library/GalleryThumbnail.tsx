/**
 * A gallery entry's first page, drawn small with the canvas's own field bodies (FieldBody) from the template's sample
 * content — what the user gets when they pick it. Not a worker-rendered PDF image: drawing the fields costs no PDF
 * render and no pdf.js pass for seven templates, and the thumbnail is what the canvas will show.
 */
import { memo, useMemo, type CSSProperties } from 'react';
import { isBlankPdf, type FieldSchema, type Template } from '../../templates/types';
import { pageSizeMm } from '../canvas/pageSize';
import { FieldBody } from '../fields/FieldBody';
import { fillPlaceholders, shownValue } from '../fields/fieldValue';
import { mmCss } from '../fields/units';

/** The box every thumbnail fits in, px. */
const BOX = { width: 104, height: 120 };

export const GalleryThumbnail = memo(function GalleryThumbnail({ template }: { template: Template }) {
  const size = pageSizeMm(template);
  const pxPerMm = Math.min(BOX.width / size.width, BOX.height / size.height);
  // Without ids these fields never pick up the open document's measured layout (useFieldLayout looks fields up by id).
  const fields = useMemo<FieldSchema[]>(() => {
    const statics = isBlankPdf(template.basePdf) ? (template.basePdf.staticSchema ?? []) : [];
    return [...statics, ...(template.schemas[0] ?? [])].map((field) => ({ ...field, id: undefined }));
  }, [template]);
  const style = {
    width: size.width * pxPerMm,
    height: size.height * pxPerMm,
    '--mm': `${pxPerMm}px`,
    '--pt': `${(pxPerMm * 25.4) / 72}px`,
  } as CSSProperties;
  return (
    <div className="gallery-thumb" style={style} aria-hidden="true">
      {fields.map((field, i) => (
        <div
          key={`${field.name}-${i}`}
          className="gallery-thumb__field"
          style={{
            left: mmCss(field.position.x),
            top: mmCss(field.position.y),
            width: mmCss(field.width),
            height: mmCss(field.height),
            transform: field.rotate ? `rotate(${Number(field.rotate)}deg)` : undefined,
            opacity: field.opacity === undefined ? 1 : Number(field.opacity),
          }}
        >
          <FieldBody field={field} value={fillPlaceholders(shownValue(field, null), { currentPage: 1, totalPages: 1 })} />
        </div>
      ))}
    </div>
  );
});
