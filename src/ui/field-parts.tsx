// The parts every react-aria field of the kit shares (react-spectrum's starter Form.tsx): a label, a
// description and an error, each with the kit's class, so the markup and its styling live in one place.
// Inside a react-aria field they are wired by slots (aria-labelledby / aria-describedby come for free).
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  type FieldErrorProps as AriaFieldErrorProps,
  type LabelProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';

export function FieldLabel({ className, ...props }: LabelProps) {
  return <AriaLabel {...props} className={['field__label', className].filter(Boolean).join(' ')} />;
}

/** The field's hint, read after its label by screen readers (slot="description"). */
export function FieldDescription({ children }: { children?: ReactNode }) {
  // Any falsy node (undefined, '', false, 0) means "no hint": the kit never renders an empty description.
  if (!children) return null;
  return (
    <Text slot="description" className="field__description">
      {children}
    </Text>
  );
}

/** The field's validation or server error; renders only while the field is invalid. */
export function FieldError({ className, ...props }: Omit<AriaFieldErrorProps, 'className'> & { className?: string }) {
  return <AriaFieldError {...props} className={['field__error', className].filter(Boolean).join(' ')} />;
}

/**
 * An error outside a react-aria field (a hosted card field, a file picker, a group of native inputs):
 * the same look, announced when it appears, and given an id so the control can point at it.
 */
export function FieldErrorText({
  id,
  children,
  className,
  announce = true,
}: {
  id?: string;
  children?: ReactNode;
  className?: string;
  /** false: a standing message shown with the form, not an alert raised by the user's input. */
  announce?: boolean;
}) {
  if (children == null || children === '' || children === false) return null;
  return (
    <p id={id} className={['field__error', className].filter(Boolean).join(' ')} role={announce ? 'alert' : undefined}>
      {children}
    </p>
  );
}
