// The base of every icon in src/ui/icons: an inline SVG on a 24-unit grid, drawn with currentColor, decorative
// (aria-hidden) unless given a label. One file per icon, imported directly (tree-shaken); no emoji glyphs as icons.
import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Rendered size in CSS pixels (width and height); defaults to 1em so the icon follows the text. */
  size?: number | string;
  /** An accessible name; without one the icon is hidden from assistive technology. */
  label?: string;
}

export function Icon({ size = '1em', label, className, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `icon ${className}` : 'icon'}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...props}
    >
      {children}
    </svg>
  );
}
