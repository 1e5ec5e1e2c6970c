/**
 * Keeps the canvas on the scrubber's record whether or not the Data panel is open: mounted once by App, so a reload
 * (or another sidebar tab) never leaves "1 of 320" in the scrubber above the template's sample on the canvas. Also
 * tells the canvas which fields no column fills (unmappedFields.ts).
 */
import { useEffect } from 'react';
import { publishUnmapped, unmappedOf } from './unmappedFields';
import { useSessionRecords } from './useSessionRecords';
import { useSyncPreview } from './useSyncPreview';

export function DataPreviewSync() {
  const session = useSessionRecords();
  useSyncPreview(session);
  useEffect(() => publishUnmapped(unmappedOf(session)), [session]);
  return null;
}
