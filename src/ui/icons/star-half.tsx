import { Icon, type IconProps } from './icon';

/** A five-pointed star on the 24-unit grid. */
const STAR = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';

export interface StarHalfIconProps extends IconProps {
  /** Which half of the star: two halves side by side draw a whole star, so ratings can move in half steps. */
  side: 'left' | 'right';
  filled: boolean;
}

/** Half a star (its viewBox crops the star at its middle), filled or outlined. */
export function StarHalfIcon({ side, filled, className, ...props }: StarHalfIconProps) {
  return (
    <Icon
      {...props}
      viewBox={side === 'left' ? '0 0 12 24' : '12 0 12 24'}
      preserveAspectRatio={side === 'left' ? 'xMaxYMid meet' : 'xMinYMid meet'}
      className={['star-half', filled ? 'star-half--filled' : null, className].filter(Boolean).join(' ')}
    >
      <path d={STAR} />
    </Icon>
  );
}
