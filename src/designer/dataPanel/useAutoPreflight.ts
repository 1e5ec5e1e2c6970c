/**
 * Re-checks small data sets by itself a moment after the data, the mapping or the template changes, so resizing a
 * field clears (or raises) its overflow errors while the user designs. Large sets wait for "Check all records":
 * 100,000 rows take the worker about 10 s.
 */
import { useEffect } from 'react';
import { useDoc } from '../store';
import { dataSession } from './dataSession';
import { runPreflightNow } from './preflightActions';
import type { SessionRecords } from './useSessionRecords';

export const AUTO_PREFLIGHT_MAX_ROWS = 2000;
const DELAY_MS = 700;

export function useAutoPreflight(session: SessionRecords): void {
  const template = useDoc((doc) => doc);
  useEffect(() => {
    if (!session.table || session.count > AUTO_PREFLIGHT_MAX_ROWS) return;
    const timer = setTimeout(() => {
      // A running batch has the workers busy; its own preflight already ran.
      if (dataSession.get().batch.status !== 'running') void runPreflightNow(template, session);
    }, DELAY_MS);
    return () => clearTimeout(timer);
  }, [session, template]);
}
