import type { ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps, LinkProps as AriaLinkProps } from 'react-aria-components';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  className?: string;
}

/** A react-aria Button: press, keyboard and focus-visible handled by react-aria. */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={['btn', `btn--${variant}`, className].filter(Boolean).join(' ')} />;
}

export interface LinkButtonProps extends Omit<AriaLinkProps, 'className' | 'children'> {
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}

/** A link styled as a button (navigation, not an action). */
export function LinkButton({ variant = 'primary', className, ...props }: LinkButtonProps) {
  return <AriaLink {...props} className={['btn', `btn--${variant}`, className].filter(Boolean).join(' ')} />;
}
