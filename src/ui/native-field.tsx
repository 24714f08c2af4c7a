// The parts every native field of the kit shares (PlainTextField in plain-controls.tsx, Select in
// select.tsx): the `field` wrapper, a label tied to the control, and the description and error tied
// by aria-describedby. Ids come from React's useId, so the server's and the client's markup agree.
// Not built on field-parts.tsx: those are react-aria components, and the native fields exist to keep
// react-aria out of the first visit's JavaScript; the classes (field__label, field__description,
// field__error) are the same, so both kinds look alike.
import { useId } from 'react';
import type { ReactNode } from 'react';

export interface NativeFieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** Shown (and referenced by aria-describedby) while isInvalid. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  className?: string;
  /** The control, given the id its label points at and the ids that describe it. */
  children: (control: { id: string; describedBy: string | undefined }) => ReactNode;
}

export function NativeField({
  label,
  description,
  errorMessage,
  isInvalid = false,
  className,
  children,
}: NativeFieldProps) {
  const id = useId();
  const descriptionId = `${id}description`;
  const errorId = `${id}error`;
  const showError = isInvalid && errorMessage != null && errorMessage !== '';
  const describedBy =
    [description ? descriptionId : null, showError ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')} data-invalid={isInvalid || undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy })}
      {description ? (
        <span id={descriptionId} className="field__description">
          {description}
        </span>
      ) : null}
      {showError ? (
        <span id={errorId} className="field__error">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
