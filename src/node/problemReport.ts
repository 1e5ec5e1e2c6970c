/** Template problems as the terminal shows them: `file: place: message`, errors first. */
import type { Problem } from '../templates/types';
import { formatPath } from './place';

/** Lines for stderr, each naming the file and the place in it. */
export function formatProblems(file: string, problems: readonly Problem[]): string[] {
  const sorted = [...problems].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
  return sorted.map((problem) => {
    const place = problem.path.length > 0 ? `${formatPath(problem.path)}: ` : '';
    const level = problem.severity === 'warning' ? 'warning: ' : '';
    return `${file}: ${level}${place}${problem.message}`;
  });
}
