/** A short list of problems (import warnings and the like), the first 50 shown. */
import type { Problem } from '../../templates/types';

const SHOWN = 50;

export function ProblemList({ problems, label }: { problems: Problem[]; label: string }) {
  return (
    <ul className="data-problems" aria-label={label}>
      {problems.slice(0, SHOWN).map((problem, i) => (
        <li key={i} className={`data-problem data-problem--${problem.severity}`}>
          <SeverityIcon severity={problem.severity} />
          {problem.message}
        </li>
      ))}
      {problems.length > SHOWN && <li className="data-note">…and {problems.length - SHOWN} more</li>}
    </ul>
  );
}

export function SeverityIcon({ severity }: { severity: Problem['severity'] }) {
  return severity === 'error' ? (
    <svg className="data-icon data-icon--error" viewBox="0 0 12 12" role="img" aria-label="Error">
      <circle cx="6" cy="6" r="5.5" fill="currentColor" />
      <path d="M6 3v3.5M6 8.5v.2" stroke="#fff" strokeWidth="1.4" strokeLinecap="round" />
    </svg>
  ) : (
    <svg className="data-icon data-icon--warning" viewBox="0 0 12 12" role="img" aria-label="Warning">
      <path d="M6 .8 11.5 11H.5z" fill="currentColor" />
      <path d="M6 4.5v3M6 9.2v.2" stroke="#fff" strokeWidth="1.3" strokeLinecap="round" />
    </svg>
  );
}
