/** The left sidebar (field palette or template library) and the right sidebar's tabs. */
import type { ReactNode } from 'react';
import { DataPanel } from '../dataPanel/DataPanel';
import { LibraryPanel } from '../library/LibraryPanel';
import { LayersPanel } from '../panels/LayersPanel';
import { PagesPanel } from '../panels/PagesPanel';
import { Palette } from '../panels/Palette';
import { PropertiesPanel } from '../panels/PropertiesPanel';
import { setLayout, useLayout, type LeftTab, type RightTab } from './layoutState';
import { PanelResizer } from './PanelResizer';

function Tabs<T extends string>({ label, tabs, current, onSelect }: { label: string; tabs: [T, string][]; current: T; onSelect: (tab: T) => void }) {
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map(([id, title]) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={`tab-${id}`}
          aria-selected={current === id}
          aria-controls={`tabpanel-${id}`}
          tabIndex={current === id ? 0 : -1}
          className="tabs__tab"
          onClick={() => onSelect(id)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
            // the arrow is the tab list's: the keymap would also nudge the selected field
            event.preventDefault();
            const i = tabs.findIndex(([t]) => t === current);
            const next = tabs[(i + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length][0];
            onSelect(next);
            document.getElementById(`tab-${next}`)?.focus();
          }}
        >
          {title}
        </button>
      ))}
    </div>
  );
}

function TabPanel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div className="sidebar__panel" role="tabpanel" id={`tabpanel-${id}`} aria-labelledby={`tab-${id}`}>
      {children}
    </div>
  );
}

const LEFT: [LeftTab, string][] = [
  ['fields', 'Fields'],
  ['templates', 'Templates'],
];
const RIGHT: [RightTab, string][] = [
  ['properties', 'Properties'],
  ['layers', 'Layers'],
  ['pages', 'Pages'],
  ['data', 'Data'],
];

export function LeftSidebar() {
  const { left } = useLayout();
  return (
    <aside className="sidebar sidebar--left" aria-label="Fields and templates">
      <Tabs label="Left sidebar" tabs={LEFT} current={left} onSelect={(tab) => setLayout({ left: tab })} />
      <TabPanel id={left}>{left === 'fields' ? <Palette /> : <LibraryPanel />}</TabPanel>
    </aside>
  );
}

export function RightSidebar() {
  const { right } = useLayout();
  return (
    <aside className="sidebar sidebar--right" aria-label="Inspector">
      <PanelResizer />
      <Tabs label="Right sidebar" tabs={RIGHT} current={right} onSelect={(tab) => setLayout({ right: tab })} />
      <TabPanel id={right}>
        {right === 'properties' ? <PropertiesPanel /> : null}
        {right === 'layers' ? <LayersPanel /> : null}
        {right === 'pages' ? <PagesPanel /> : null}
        {right === 'data' ? <DataPanel /> : null}
      </TabPanel>
    </aside>
  );
}
