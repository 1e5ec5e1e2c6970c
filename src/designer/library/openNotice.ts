/**
 * What opening a saved template changed, said where it happens. designer.load drops every colour that is not a colour
 * (a url() beacon saved by an older version, another tab or a hand-edited file): an import already says so in its
 * outcome; opening from the library, after recovery and when following another tab's save say so the same way, naming
 * the field, page and value — nothing the user made is changed silently.
 */
import { dropUnusableColors } from '../../templates/colorFields';
import type { Template } from '../../templates/types';
import { describeProblem } from './importOutcome';
import type { LibraryMessage } from './libraryState';

/** One line per value that opening this template drops; empty when it opens as saved. */
export function changesOnOpening(template: Template): string[] {
  return dropUnusableColors(template).problems.map(describeProblem);
}

/**
 * The notice for a template opened with changes: `lead` says what happened ('Opened “Badge”'); an earlier message
 * (recovery's notes) is kept below the changes rather than replaced.
 */
export function openedWithChanges(lead: string, changes: string[], earlier?: LibraryMessage | null): LibraryMessage {
  const count = `${changes.length} problem${changes.length === 1 ? '' : 's'} to check`;
  const kept = earlier ? [earlier.text, ...(earlier.details ?? [])] : [];
  return { text: `${lead} with ${count}: Platen removed what it cannot use.`, error: false, details: [...changes, ...kept] };
}
