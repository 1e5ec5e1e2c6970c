/** The fonts a field can use: the shipped ones, then those uploaded for this template. */
import { useMemo } from 'react';
import { SHIPPED_FONTS } from '../../templates/fonts';
import { useDoc } from '../store';

export interface FontChoice {
  value: string;
  label: string;
}

export function useFontChoices(): FontChoice[] {
  const uploaded = useDoc((doc) => doc.platen?.fonts);
  return useMemo(
    () => [
      ...SHIPPED_FONTS.map((font) => ({ value: font.name, label: font.name })),
      ...Object.keys(uploaded ?? {}).map((name) => ({ value: name, label: `${name} (uploaded)` })),
    ],
    [uploaded],
  );
}
