/** Inline SVG icons for the top bar and the actions it shows (no icon font, nothing from the network). 16 px, stroke = currentColor. */
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {children}
    </svg>
  );
}

export const UndoIcon = () => <Icon><path d="M5.5 3.5 2.5 6.5l3 3" /><path d="M2.5 6.5h7a4 4 0 0 1 0 8h-2" /></Icon>;
export const RedoIcon = () => <Icon><path d="m10.5 3.5 3 3-3 3" /><path d="M13.5 6.5h-7a4 4 0 0 0 0 8h2" /></Icon>;
export const AlignLeftIcon = () => <Icon><path d="M2.5 2v12" /><rect x="4.5" y="4" width="8" height="3" /><rect x="4.5" y="9" width="5" height="3" /></Icon>;
export const AlignCenterIcon = () => <Icon><path d="M8 2v12" /><rect x="3.5" y="4" width="9" height="3" /><rect x="5.5" y="9" width="5" height="3" /></Icon>;
export const AlignRightIcon = () => <Icon><path d="M13.5 2v12" /><rect x="3.5" y="4" width="8" height="3" /><rect x="6.5" y="9" width="5" height="3" /></Icon>;
export const AlignTopIcon = () => <Icon><path d="M2 2.5h12" /><rect x="4" y="4.5" width="3" height="8" /><rect x="9" y="4.5" width="3" height="5" /></Icon>;
export const AlignMiddleIcon = () => <Icon><path d="M2 8h12" /><rect x="4" y="3.5" width="3" height="9" /><rect x="9" y="5.5" width="3" height="5" /></Icon>;
export const AlignBottomIcon = () => <Icon><path d="M2 13.5h12" /><rect x="4" y="3.5" width="3" height="8" /><rect x="9" y="6.5" width="3" height="5" /></Icon>;
export const DistributeHIcon = () => <Icon><path d="M2.5 2v12M13.5 2v12" /><rect x="6.5" y="5" width="3" height="6" /></Icon>;
export const DistributeVIcon = () => <Icon><path d="M2 2.5h12M2 13.5h12" /><rect x="5" y="6.5" width="6" height="3" /></Icon>;
export const PreviewIcon = () => <Icon><path d="M1.5 8s2.5-4.5 6.5-4.5S14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8Z" /><circle cx="8" cy="8" r="2" /></Icon>;
export const HelpIcon = () => <Icon><circle cx="8" cy="8" r="6.5" /><path d="M6.3 6.2a1.8 1.8 0 1 1 2.4 1.7c-.5.2-.7.6-.7 1.1v.4" /><path d="M8 11.5v.01" /></Icon>;
export const LogoMark = () => (
  <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
    <rect x="2" y="1.5" width="11" height="14" rx="1.5" fill="#fff" stroke="currentColor" strokeWidth="1.4" />
    <rect x="5" y="4" width="11" height="12.5" rx="1.5" fill="currentColor" />
    <path d="M7.5 8h6M7.5 10.5h6M7.5 13h4" stroke="#fff" strokeWidth="1.2" />
  </svg>
);
// The zoom buttons have always shown the signs themselves, as text
export const ZoomOutIcon = () => <>−</>;
export const ZoomInIcon = () => <>+</>;
