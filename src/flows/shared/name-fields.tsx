// A person's first and last name side by side, as every form of the app asks for them: the labels and
// autofill tokens live here once, and each form adds its own rules per field (read-only, required, errors).
import { TextField } from '../../ui/text-field';
import type { TextFieldProps } from '../../ui/text-field';

const NAME_PARTS = [
  { part: 'first_name', label: 'First name', autoComplete: 'given-name' },
  { part: 'last_name', label: 'Last name', autoComplete: 'family-name' },
] as const;

export type NamePart = (typeof NAME_PARTS)[number]['part'];

export interface NameFieldsProps {
  value: Record<NamePart, string>;
  /** Called with the one part that changed. */
  onChange: (part: Partial<Record<NamePart, string>>) => void;
  rowClassName: string;
  /** Form field names `${namePrefix}.${part}`; the bare part without it. */
  namePrefix?: string;
  /** false: the fields carry no name (a form that is not submitted as such). */
  named?: boolean;
  /** The autocomplete section of the fields ('billing', or none). */
  autoCompleteSection?: 'billing';
  /** What one form adds to a field: read-only, required, its message... */
  fieldProps?: (part: NamePart) => Partial<TextFieldProps>;
}

export function NameFields({
  value,
  onChange,
  rowClassName,
  namePrefix,
  named = true,
  autoCompleteSection,
  fieldProps,
}: NameFieldsProps) {
  return (
    <div className={rowClassName}>
      {NAME_PARTS.map(({ part, label, autoComplete }) => (
        <TextField
          key={part}
          label={label}
          name={named ? (namePrefix ? `${namePrefix}.${part}` : part) : undefined}
          autoComplete={autoCompleteSection ? `${autoCompleteSection} ${autoComplete}` : autoComplete}
          value={value[part]}
          onChange={(text) => onChange({ [part]: text })}
          {...fieldProps?.(part)}
        />
      ))}
    </div>
  );
}
