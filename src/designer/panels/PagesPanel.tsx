/** Pages: list, add, duplicate, delete (with confirm), reorder; page size, margins, background PDF, header & footer, document standard, fonts. */
import { addPage } from '../../templates/commands/addPage';
import { deletePage } from '../../templates/commands/deletePage';
import { duplicatePage } from '../../templates/commands/duplicatePage';
import { movePage } from '../../templates/commands/movePage';
import { newFieldId } from '../../templates/ids';
import { isBlankPdf } from '../../templates/types';
import { designer, useDoc, useView } from '../store';
import { FontsSection } from '../fonts/FontsSection';
import { OfflineSection } from '../offline/OfflineSection';
import { BackgroundPdfEditor } from './pages/BackgroundPdfEditor';
import { DocumentSettingsEditor } from './pages/DocumentSettingsEditor';
import { DocumentAccessibilityEditor } from './pages/DocumentAccessibilityEditor';
import { HeaderFooterEditor } from './pages/HeaderFooterEditor';
import { PageSizeEditor } from './pages/PageSizeEditor';
import { PageThumbnail } from './pages/PageThumbnail';
import { pageSizeMm } from './pageGeometry';
import { DownIcon, UpIcon } from '../ui/icons';
import '../ui/panels.css';

function go(page: number) {
  designer.setView({ activePage: page, selection: [] });
}

export function PagesPanel() {
  const schemas = useDoc((d) => d.schemas);
  const basePdf = useDoc((d) => d.basePdf);
  const active = Math.min(useView((v) => v.activePage), schemas.length - 1);
  const count = schemas.length;
  const size = pageSizeMm({ schemas, basePdf });

  const remove = () => {
    const fields = schemas[active].length;
    const what = fields ? ` and its ${fields} field${fields === 1 ? '' : 's'}` : '';
    if (!window.confirm(`Delete page ${active + 1}${what}? You can undo this.`)) return;
    designer.run(deletePage, { page: active });
    go(Math.max(0, active - 1));
  };

  return (
    <section className="panel pages" aria-labelledby="pages-title">
      <h2 id="pages-title" className="panel__title">
        Pages
      </h2>
      <ul className="pages__list" aria-label="Pages">
        {schemas.map((fields, page) => (
          <li key={page} className="pages__item" data-active={page === active || undefined}>
            <button type="button" className="pages__name" aria-current={page === active ? 'page' : undefined} onClick={() => go(page)}>
              <PageThumbnail fields={fields} size={size} />
              <span>
                Page {page + 1} <span className="layer__type">{fields.length === 1 ? '1 field' : `${fields.length} fields`}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="pages__actions">
        <button
          type="button"
          onClick={() => {
            designer.run(addPage, { at: active + 1 });
            go(active + 1);
          }}
        >
          Add page
        </button>
        <button
          type="button"
          onClick={() => {
            designer.run(duplicatePage, { page: active, newIds: schemas[active].map(() => newFieldId()) });
            go(active + 1);
          }}
        >
          Duplicate page
        </button>
        <button type="button" disabled={count <= 1} onClick={remove}>
          Delete page
        </button>
        <button type="button" aria-label="Move page up" disabled={active === 0} onClick={() => (designer.run(movePage, { from: active, to: active - 1 }), go(active - 1))}>
          <UpIcon />
        </button>
        <button
          type="button"
          aria-label="Move page down"
          disabled={active >= count - 1}
          onClick={() => (designer.run(movePage, { from: active, to: active + 1 }), go(active + 1))}
        >
          <DownIcon />
        </button>
      </div>
      <div className="prop-section" role="group" aria-label="Page setup">
        <h3 className="panel__subtitle">Page setup</h3>
        {isBlankPdf(basePdf) ? <PageSizeEditor page={basePdf} /> : <p className="panel__note">The page size comes from the background PDF.</p>}
        <BackgroundPdfEditor basePdf={basePdf} />
      </div>
      {isBlankPdf(basePdf) && (
        <div className="prop-section" role="group" aria-label="Header & footer">
          <h3 className="panel__subtitle">Header &amp; footer</h3>
          <HeaderFooterEditor page={basePdf} />
        </div>
      )}
      <div className="prop-section" role="group" aria-label="Document">
        <h3 className="panel__subtitle">Document</h3>
        <DocumentSettingsEditor />
      </div>
      <div className="prop-section" role="group" aria-label="Accessibility">
        <h3 className="panel__subtitle">Accessibility</h3>
        <DocumentAccessibilityEditor />
      </div>
      <div className="prop-section" role="group" aria-label="Fonts">
        <h3 className="panel__subtitle">Fonts</h3>
        <FontsSection />
      </div>
      <div className="prop-section" role="group" aria-label="Offline">
        <h3 className="panel__subtitle">Offline</h3>
        <OfflineSection />
      </div>
    </section>
  );
}
