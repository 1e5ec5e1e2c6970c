/** Page size: presets (A4, Letter, labels…), custom width × height in mm, orientation, and margins. */
import { setPadding } from '../../../templates/commands/setPadding';
import { setPageSize } from '../../../templates/commands/setPageSize';
import type { BlankPdf } from '../../../templates/types';
import { PAGE_SIZES, matchPageSize } from '../../../templates/units';
import { designer } from '../../store';
import { NumberField, SelectField } from '../../ui/inputs';

const CUSTOM = 'custom';
const PRESETS = [...PAGE_SIZES.map((s) => ({ value: s.id, label: s.label })), { value: CUSTOM, label: 'Custom size' }];
const SIDES = ['Top', 'Right', 'Bottom', 'Left'] as const;

export function PageSizeEditor({ page }: { page: BlankPdf }) {
  const match = matchPageSize(page.width, page.height);
  const landscape = page.width > page.height;
  const resize = (width: number, height: number) => designer.run(setPageSize, { width, height });

  return (
    <div className="prop-grid">
      <SelectField
        label="Page size"
        wide
        value={match?.size.id ?? CUSTOM}
        options={PRESETS}
        onCommit={(id) => {
          const size = PAGE_SIZES.find((s) => s.id === id);
          if (!size) return;
          // Keep the current orientation when switching presets.
          const [short, long] = [Math.min(size.width, size.height), Math.max(size.width, size.height)];
          if (landscape) resize(long, short);
          else resize(size.width, size.height);
        }}
      />
      <NumberField label="Page width" suffix="mm" min={10} max={2000} value={page.width} onCommit={(w) => resize(w, page.height)} />
      <NumberField label="Page height" suffix="mm" min={10} max={2000} value={page.height} onCommit={(h) => resize(page.width, h)} />
      <SelectField
        label="Orientation"
        wide
        value={page.width === page.height ? 'portrait' : landscape ? 'landscape' : 'portrait'}
        options={[
          { value: 'portrait', label: 'Portrait' },
          { value: 'landscape', label: 'Landscape' },
        ]}
        onCommit={(o) => {
          if ((o === 'landscape') !== landscape && page.width !== page.height) resize(page.height, page.width);
        }}
      />
      {SIDES.map((side, i) => (
        <NumberField
          key={side}
          label={`${side} margin`}
          suffix="mm"
          min={0}
          max={Math.min(page.width, page.height) / 2}
          value={page.padding[i]}
          onCommit={(value) => {
            const padding = [...page.padding] as [number, number, number, number];
            padding[i] = value;
            designer.run(setPadding, { padding });
          }}
        />
      ))}
    </div>
  );
}
