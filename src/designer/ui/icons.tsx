/** Small inline SVG icons for panel buttons in any sidebar (system fonts may lack symbol glyphs such as ⧉ or 🗑). */
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {children}
    </svg>
  );
}

export const PencilIcon = () => (
  <Icon>
    <path d="M10.5 2.5l3 3-8 8H2.5v-3z" />
  </Icon>
);
export const CopyIcon = () => (
  <Icon>
    <rect x="5" y="5" width="8.5" height="8.5" rx="1" />
    <path d="M3 10.5V3.5a1 1 0 0 1 1-1h6.5" />
  </Icon>
);
export const TrashIcon = () => (
  <Icon>
    <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4" />
  </Icon>
);
export const UpIcon = () => (
  <Icon>
    <path d="M8 13V3M4 7l4-4 4 4" />
  </Icon>
);
export const DownIcon = () => (
  <Icon>
    <path d="M8 3v10M4 9l4 4 4-4" />
  </Icon>
);
export const CloseIcon = () => (
  <Icon>
    <path d="M4 4l8 8M12 4l-8 8" />
  </Icon>
);
export const GripIcon = () => (
  <svg width="10" height="14" viewBox="0 0 10 16" fill="currentColor" aria-hidden="true">
    {[3, 7, 11].map((y) => (
      <g key={y}>
        <circle cx="3" cy={y} r="1.1" />
        <circle cx="7" cy={y} r="1.1" />
      </g>
    ))}
  </svg>
);
