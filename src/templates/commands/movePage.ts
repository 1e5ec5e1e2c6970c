import { defineCommand } from './command';

export interface MovePageArgs {
  from: number;
  to: number;
}

/** Moves a page to another position (0-based indices, clamped). */
export const movePage = defineCommand<MovePageArgs>('movePage', 'Move page', (draft, { from, to }) => {
  const count = draft.schemas.length;
  const target = Math.max(0, Math.min(count - 1, to));
  if (!draft.schemas[from] || from === target) return;
  const [page] = draft.schemas.splice(from, 1);
  draft.schemas.splice(target, 0, page);
});
