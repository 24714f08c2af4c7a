// The kit of the first screen: native elements, no react-aria. The home ZIP step is the
// first visit of most customers and must arrive in ≤ 110 KB of JavaScript; react-aria's press, focus
// and field machinery alone is ~16 KB on the wire. These controls render the same classes, names,
// states and messages as the react-aria kit (button.tsx, text-field.tsx, digits-field.tsx), so the
// screen looks and reads the same, and they hydrate the prerendered HTML (ids from React's useId).
// Everything else uses the react-aria kit, loaded with its route.
import type { ButtonHTMLAttributes, InputHTMLAttributes, MouseEvent, ReactNode } from 'react';
import type { ButtonVariant } from './button';
import { digitsOnlyKeyDown, digitsOnlyPaste } from './digits';
import { NativeField, splitFieldProps } from './native-field';

export interface PlainButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'disabled' | 'onClick' | 'type'
> {
  variant?: ButtonVariant;
  className?: string;
  type?: 'button' | 'submit';
  isDisabled?: boolean;
  /** As the kit's Button: unavailable (aria-disabled) while what it started runs; presses are ignored. */
  isPending?: boolean;
  onPress?: () => void;
}

export function PlainButton({
  variant = 'primary',
  className,
  type = 'button',
  isDisabled = false,
  isPending = false,
  onPress,
  ...props
}: PlainButtonProps) {
  const classes = ['btn', `btn--${variant}`, isPending ? 'btn--pending' : null, className].filter(Boolean).join(' ');
  if (isPending) return <button {...props} type="button" aria-disabled className={classes} />;
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled}
      className={classes}
      onClick={onPress ? () => onPress() : undefined}
    />
  );
}

const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** An in-app link: a real <a href> (open in a new tab works), routed client-side on a plain click. */
export function AppLink({
  to,
  onNavigate,
  className,
  children,
  isCurrent = false,
}: {
  to: string;
  onNavigate: (to: string) => void;
  className?: string;
  children: ReactNode;
  /** The page this link leads to is the one shown: aria-current="page". */
  isCurrent?: boolean;
}) {
  return (
    <a
      href={to}
      className={className}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={(e) => {
        if (!isPlainClick(e)) return;
        e.preventDefault();
        onNavigate(to);
      }}
    >
      {children}
    </a>
  );
}

export interface PlainTextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'onChange' | 'readOnly' | 'value' | 'id'
> {
  label: ReactNode;
  value: string;
  onChange?: (value: string) => void;
  description?: ReactNode;
  /** Shown (and referenced by aria-describedby) while isInvalid. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isReadOnly?: boolean;
  className?: string;
}

export function PlainTextField({ isReadOnly = false, onChange, ...props }: PlainTextFieldProps) {
  const [field, input] = splitFieldProps(props);
  return (
    <NativeField {...field}>
      {(control) => (
        <input
          {...input}
          {...control}
          className="field__input"
          readOnly={isReadOnly}
          onChange={(e) => onChange?.(e.target.value)}
        />
      )}
    </NativeField>
  );
}

export interface PlainDigitsFieldProps extends Omit<PlainTextFieldProps, 'maxLength' | 'inputMode' | 'type'> {
  /** Maximum number of digits (ZIP 5). */
  maxLength: number;
}

/**
 * Digits only, typed or pasted (the rules of digits.ts, as the kit's NumberlessDigitsField).
 * Invariant: the value passed to onChange contains only [0-9] and is at most maxLength long.
 */
export function PlainDigitsField({ maxLength, onChange, ...props }: PlainDigitsFieldProps) {
  return (
    <PlainTextField
      {...props}
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={maxLength}
      onKeyDown={digitsOnlyKeyDown}
      onPaste={digitsOnlyPaste(maxLength)}
      onChange={(v) => onChange?.(v.replace(/\D/g, '').slice(0, maxLength))}
    />
  );
}
