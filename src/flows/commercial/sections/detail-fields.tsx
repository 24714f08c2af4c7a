// Small fields the step 2 detail groups share: a yes/no question, a count (a whole number or none) and
// a choice among the domain's options.
import { NumberlessDigitsField } from '../../../ui/digits-field';
import { Radio, RadioGroup } from '../../../ui/choice';
import { Select } from '../../../ui/select';

export function YesNo(props: { label: string; value: boolean; isDisabled: boolean; onChange: (v: boolean) => void }) {
  return (
    <RadioGroup
      label={props.label}
      className="commercial__yesno"
      orientation="horizontal"
      value={props.value ? 'yes' : 'no'}
      isDisabled={props.isDisabled}
      onChange={(v) => props.onChange(v === 'yes')}
    >
      <Radio value="yes">Yes</Radio>
      <Radio value="no">No</Radio>
    </RadioGroup>
  );
}

export function CountField(props: {
  label: string;
  value: number | null;
  isDisabled: boolean;
  onChange: (v: number | null) => void;
}) {
  return (
    <NumberlessDigitsField
      label={props.label}
      maxLength={4}
      value={props.value === null ? '' : String(props.value)}
      isReadOnly={props.isDisabled}
      onChange={(v) => props.onChange(v === '' ? null : Number(v))}
    />
  );
}

export function Choice<T extends string>(props: {
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: string;
  isDisabled: boolean;
  onChange: (v: string) => void;
}) {
  return (
    <Select
      label={props.label}
      placeholder="Select an option"
      options={props.options.map((o) => ({ id: o, label: props.labels[o] }))}
      value={props.value}
      isDisabled={props.isDisabled}
      onChange={props.onChange}
    />
  );
}
