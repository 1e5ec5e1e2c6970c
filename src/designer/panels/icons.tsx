/**
 * Inline SVG icons for the field kinds (no icon font: Platen never loads anything from the network). Each field kind's
 * designer entry (src/designer/fieldKinds/registry.tsx) names its icon; a type nobody knows gets `unknownFieldIcon`.
 */

const common = { width: 16, height: 16, viewBox: '0 0 16 16', fill: 'none', stroke: 'currentColor', strokeWidth: 1.3, 'aria-hidden': true } as const;

/** Linear barcodes share one picture of bars. */
export const barcodeIcon = (
  <svg {...common}>
    <path d="M2 3v10M4.5 3v10M6 3v10M8.5 3v10M11 3v10M12.5 3v10M14 3v10" />
  </svg>
);

/** A field whose type Platen does not know: a dashed box with a question mark, never another kind's picture. */
export const unknownFieldIcon = (
  <svg {...common}>
    <rect x="2" y="2" width="12" height="12" rx="1.5" strokeDasharray="2 1.5" />
    <path d="M6.3 6.2a1.8 1.8 0 1 1 2.4 1.7c-.5.2-.7.6-.7 1.1v.5M8 11.3v.2" />
  </svg>
);

export const textIcon = (
  <svg {...common}>
    <path d="M3 3.5h10M8 3.5V13M6 13h4" />
  </svg>
);

export const multiVariableTextIcon = (
  <svg {...common}>
    <path d="M5 3C3.5 3 3.5 4 3.5 5.5S2.5 8 2 8c.5 0 1.5.5 1.5 2.5S3.5 13 5 13M11 3c1.5 0 1.5 1 1.5 2.5S13.5 8 14 8c-.5 0-1.5.5-1.5 2.5S12.5 13 11 13" />
  </svg>
);

export const imageIcon = (
  <svg {...common}>
    <rect x="2" y="3" width="12" height="10" rx="1" />
    <path d="M2.5 11.5 6 8l2.5 2.5L10.5 8.5 13.5 11.5" />
    <circle cx="10.5" cy="5.8" r="1" />
  </svg>
);

export const svgIcon = (
  <svg {...common}>
    <path d="M3 13 8 3l5 10z" />
    <circle cx="8" cy="3" r="1" />
  </svg>
);

export const signatureIcon = (
  <svg {...common}>
    <path d="M2 11c2-5 3-7 4-6s-2 6 0 6 2.5-3 3.5-3 1 2 2 2 1.5-1 2.5-1M2 13.5h12" />
  </svg>
);

export const tableIcon = (
  <svg {...common}>
    <rect x="2" y="3" width="12" height="10" rx="1" />
    <path d="M2 6.5h12M2 9.8h12M6.5 3v10" />
  </svg>
);

export const listIcon = (
  <svg {...common}>
    <path d="M6 4.5h8M6 8h8M6 11.5h8" />
    <circle cx="3" cy="4.5" r=".8" />
    <circle cx="3" cy="8" r=".8" />
    <circle cx="3" cy="11.5" r=".8" />
  </svg>
);

export const qrcodeIcon = (
  <svg {...common}>
    <rect x="2" y="2" width="4.5" height="4.5" />
    <rect x="9.5" y="2" width="4.5" height="4.5" />
    <rect x="2" y="9.5" width="4.5" height="4.5" />
    <path d="M9.5 9.5h2v2h-2zM12 12h2v2h-2z" />
  </svg>
);

export const gs1datamatrixIcon = (
  <svg {...common}>
    <path d="M2.5 2v11.5H14M4.5 2h2M8.5 2h2M12.5 2h1.5v2M14 6v2M14 10v1" />
  </svg>
);

export const pdf417Icon = (
  <svg {...common}>
    <rect x="2" y="4" width="12" height="8" />
    <path d="M4 4v8M5.5 6h2M9 6h3M5.5 8h3M10 8h2M5.5 10h1.5M8.5 10h3.5" />
  </svg>
);

export const lineIcon = (
  <svg {...common}>
    <path d="M2 8h12" />
  </svg>
);

export const rectangleIcon = (
  <svg {...common}>
    <rect x="2" y="3.5" width="12" height="9" />
  </svg>
);

export const ellipseIcon = (
  <svg {...common}>
    <ellipse cx="8" cy="8" rx="6" ry="4.5" />
  </svg>
);

export const dateIcon = (
  <svg {...common}>
    <rect x="2" y="3" width="12" height="11" rx="1" />
    <path d="M2 6.5h12M5 1.5v3M11 1.5v3" />
  </svg>
);

export const timeIcon = (
  <svg {...common}>
    <circle cx="8" cy="8" r="6" />
    <path d="M8 4.5V8l2.5 1.5" />
  </svg>
);

export const dateTimeIcon = (
  <svg {...common}>
    <rect x="1.5" y="3" width="9" height="9" rx="1" />
    <circle cx="11.5" cy="11" r="3" />
    <path d="M11.5 9.5V11h1.2M1.5 6h9" />
  </svg>
);

export const selectIcon = (
  <svg {...common}>
    <rect x="2" y="4" width="12" height="8" rx="1" />
    <path d="m9.5 7 1.5 1.5L12.5 7" />
  </svg>
);

export const checkboxIcon = (
  <svg {...common}>
    <rect x="2.5" y="2.5" width="11" height="11" rx="1.5" />
    <path d="m5 8 2 2 4-4" />
  </svg>
);

export const radioGroupIcon = (
  <svg {...common}>
    <circle cx="8" cy="8" r="5.5" />
    <circle cx="8" cy="8" r="2.3" fill="currentColor" />
  </svg>
);

export const circleMarkIcon = (
  <svg {...common}>
    <circle cx="8" cy="8" r="5.5" />
  </svg>
);
