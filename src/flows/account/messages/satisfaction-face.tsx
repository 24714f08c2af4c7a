// The faces of the satisfaction rating (happy, neutral, sad): decorative drawings beside the words,
// so the choice never rests on the picture alone.
import type { Satisfaction } from '../../../domain/account-enums';

const MOUTHS: Record<Satisfaction, string> = {
  happy: 'M8 14.5c1.1 1.5 2.4 2.2 4 2.2s2.9-.7 4-2.2',
  neutral: 'M8.5 15.5h7',
  sad: 'M8 16.5c1.1-1.5 2.4-2.2 4-2.2s2.9.7 4 2.2',
};

export function SatisfactionFace({ value }: { value: Satisfaction }) {
  return (
    <svg className={`face face--${value}`} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="9" cy="10" r="1.2" fill="currentColor" />
      <circle cx="15" cy="10" r="1.2" fill="currentColor" />
      <path d={MOUTHS[value]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
