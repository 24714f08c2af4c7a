import type { CSSProperties } from 'react';

export interface SkeletonProps {
  /** CSS width (default 100%). */
  width?: string;
  /** CSS height (default one line of text). */
  height?: string;
  /** 'text' (a line), 'block' (a card or control), 'circle'. */
  shape?: 'text' | 'block' | 'circle';
  className?: string;
}

/**
 * A placeholder in the shape of content that is loading: decorative (aria-hidden), so the words of what is
 * happening come from a Spinner or a status next to it. Shimmers (not under reduced motion); appears after
 * 300 ms, so a quick answer never flashes it (ui.css).
 */
export function Skeleton({ width, height, shape = 'text', className }: SkeletonProps) {
  const style: CSSProperties = { ...(width ? { width } : {}), ...(height ? { height } : {}) };
  return (
    <span
      aria-hidden="true"
      className={['skeleton', `skeleton--${shape}`, className].filter(Boolean).join(' ')}
      style={style}
    />
  );
}
