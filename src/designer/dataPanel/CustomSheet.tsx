/** Custom N-up sheet: sheet size, columns × rows, label size, gaps and margins, all in mm, with the layout's problems. */
import { checkLayout, type SheetLayout } from '../../data/nup';
import { fittingLayout } from '../../data/nupPresets';
import { useDoc } from '../store';
import { dataSession, useDataSession } from './dataSession';
import { ProblemList } from './ProblemList';
import { customLayoutFor, SHEETS } from './customLayout';

const FIELDS: [keyof SheetLayout, string, number][] = [
  ['columns', 'Columns', 1],
  ['rows', 'Rows', 1],
  ['cellWidth', 'Label width (mm)', 0.1],
  ['cellHeight', 'Label height (mm)', 0.1],
  ['gapX', 'Gap across (mm)', 0.1],
  ['gapY', 'Gap down (mm)', 0.1],
  ['marginLeft', 'Left margin (mm)', 0.1],
  ['marginTop', 'Top margin (mm)', 0.1],
];

export function CustomSheet() {
  const template = useDoc((doc) => doc);
  const settings = useDataSession((s) => s.settings);
  const layout = customLayoutFor(template, settings);
  const save = (patch: Partial<SheetLayout>) => dataSession.set((s) => ({ settings: { ...s.settings, customLayout: { ...layout, ...patch } } }));
  const sheetName = (Object.keys(SHEETS) as (keyof typeof SHEETS)[]).find((name) => SHEETS[name].width === layout.sheetWidth && SHEETS[name].height === layout.sheetHeight) ?? 'A4';
  const problems = checkLayout(template, layout);
  return (
    <div className="data-custom-sheet">
      <label className="data-field">
        Sheet
        <select
          aria-label="Sheet size"
          value={sheetName}
          onChange={(event) => {
            const sheet = SHEETS[event.target.value as keyof typeof SHEETS];
            save(fittingLayout(sheet, { width: layout.cellWidth, height: layout.cellHeight }, layout.gapX));
          }}
        >
          {Object.entries(SHEETS).map(([name, size]) => (
            <option key={name} value={name}>
              {name} ({size.width} × {size.height} mm)
            </option>
          ))}
        </select>
      </label>
      <div className="data-grid2">
        {FIELDS.map(([key, label, step]) => (
          <label key={key} className="data-field">
            {label}
            <input
              type="number"
              min={step === 1 ? 1 : 0}
              step={step}
              value={layout[key]}
              onChange={(event) => {
                const value = Number(event.target.value);
                if (Number.isFinite(value)) save({ [key]: step === 1 ? Math.max(1, Math.round(value)) : Math.max(0, value) });
              }}
            />
          </label>
        ))}
      </div>
      {problems.length > 0 && <ProblemList problems={problems} label="Sheet problems" />}
    </div>
  );
}
