/**
 * SOURCE_DATE_EPOCH (whole seconds since 1970, https://reproducible-builds.org/specs/source-date-epoch/) fixes the
 * date written into every PDF, so two runs give byte-identical files. Anything but whole seconds is ignored.
 */
import { fixDocumentDate } from '../engine/documentDate';

export function applySourceDateEpoch(value = process.env.SOURCE_DATE_EPOCH): void {
  if (value === undefined || !/^\d{1,12}$/.test(value.trim())) return;
  fixDocumentDate(new Date(Number(value.trim()) * 1000));
}
