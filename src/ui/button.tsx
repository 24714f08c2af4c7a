import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps, LinkProps as AriaLinkProps } from 'react-aria-components';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  className?: string;
  /** React 19 passes it as a prop, on to the native button (to move focus to it). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A react-aria Button: press, keyboard and focus-visible handled by react-aria.
 *
 * `isPending` is ours, not react-aria's. react-aria's pending Button announces itself
 * through its live announcer with a `<div role="img" aria-labelledby="{button id}">` that stays 7 s; a
 * button that leaves the page on success (Check Availability, Continue) leaves that node pointing at
 * nothing, an unnamed image (axe 'role-img-alt', serious) on the next screen and silence for screen
 * readers (adobe/react-spectrum#10579). Here a pending button keeps its focus, says it is unavailable
 * (aria-disabled), ignores presses and does not submit its form; what is happening is said by the
 * view's <Spinner label> (role=status), in words, next to it.
 */
export function Button({ variant = 'primary', className, isPending = false, ...props }: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, isPending ? 'btn--pending' : null, className].filter(Boolean).join(' ');
  if (!isPending) return <AriaButton {...props} className={classes} />;
  const {
    onPress: _onPress,
    onPressStart: _start,
    onPressEnd: _end,
    onPressChange: _change,
    onPressUp: _up,
    type,
    ...rest
  } = props;
  return <AriaButton {...rest} type={type === 'submit' ? 'button' : type} aria-disabled className={classes} />;
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
