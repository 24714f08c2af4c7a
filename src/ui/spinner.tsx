import type { ReactNode } from 'react';

/** A visual spinner; the text is for assistive technology (role=status announces it politely). */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status" className="spinner">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
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
