import type { ReactNode } from 'react';

/**
 * A spinner and what is happening, in words (role=status announces it politely). `showLabel` shows the words
 * beside the ring (loading states of a screen); without it they are for assistive technology only (next to a
 * pending button, which already says what it does). It appears after 300 ms (ui.css): a quick answer never flashes it.
 */
export function Spinner({ label = 'Loading', showLabel = false }: { label?: string; showLabel?: boolean }) {
  return (
    <span role="status" className={showLabel ? 'spinner spinner--labelled' : 'spinner'}>
      <span className="spinner__ring" aria-hidden="true" />
      <span className={showLabel ? 'spinner__label' : 'visually-hidden'}>{label}</span>
    </span>
  );
}

/**
 * Covers its children while busy: aria-busy on the region so screen readers wait for the update,
 * and a live region that says what is happening.
 */
export function LoadingOverlay({
  isLoading,
  label = 'Loading',
  children,
}: {
  isLoading: boolean;
  label?: string;
  children: ReactNode;
}) {
  return (
    <div className="loading" aria-busy={isLoading}>
      {children}
      <div className="loading__live" aria-live="polite">
        {isLoading ? (
          <div className="loading__veil">
            <span className="spinner__ring" aria-hidden="true" />
            <span className="visually-hidden">{label}</span>
          </div>
        ) : null}
      </div>
    </div>
  );
}
