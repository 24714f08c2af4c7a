// The parts every native field of the kit shares (PlainTextField in plain-controls.tsx, Select in
// select.tsx): the `field` wrapper, a label tied to the control, and the description and error tied
// by aria-describedby. Ids come from React's useId, so the server's and the client's markup agree.
// Not built on field-parts.tsx: those are react-aria components, and the native fields exist to keep
// react-aria out of the first visit's JavaScript; the classes (field__label, field__description,
// field__error) are the same, so both kinds look alike.
import { useId } from 'react';
import type { ReactNode } from 'react';

export interface NativeFieldOwnProps {
  label: ReactNode;
  description?: ReactNode;
  /** Shown (and referenced by aria-describedby) while isInvalid. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  className?: string;
}

/** What the control takes from its field: the id its label points at, the ids that describe it, its state. */
export interface NativeControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'data-invalid': true | undefined;
}

export interface NativeFieldProps extends NativeFieldOwnProps {
  children: (control: NativeControlProps) => ReactNode;
}

/** A native field's props apart: the field's own (label, messages, state) and the rest, for its control. */
export function splitFieldProps<T extends NativeFieldOwnProps>({
  label,
  description,
  errorMessage,
  isInvalid,
  className,
  ...control
}: T): [NativeFieldOwnProps, Omit<T, keyof NativeFieldOwnProps>] {
  return [{ label, description, errorMessage, isInvalid, className }, control];
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
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': isInvalid || undefined,
        'data-invalid': isInvalid || undefined,
      })}
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
