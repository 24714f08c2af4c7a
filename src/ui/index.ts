// The UI kit: thin wrappers over react-aria-components. Every control is labelled, keyboard operable
// and shows a visible focus ring (src/styles/ui.css, [data-focus-visible]).
// This file is the kit's catalogue. The app imports each module file ('../../ui/button'), never this
// barrel (lint-enforced): a barrel shared by lazy screens becomes one chunk holding every component
// any screen uses, and every screen then downloads all of it (measured: +34 to +48 KB per route).
export { Button, LinkButton } from './button';
export type { ButtonProps, LinkButtonProps, ButtonVariant } from './button';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { TextAreaField } from './text-area-field';
export type { TextAreaFieldProps } from './text-area-field';
export { FileTrigger } from './file-trigger';
export type { FileTriggerProps } from './file-trigger';
export { FieldDescription, FieldError, FieldErrorText, FieldLabel } from './field-parts';
export { NumberlessDigitsField } from './digits-field';
export type { NumberlessDigitsFieldProps } from './digits-field';
export type { CheckboxGroupProps, RadioGroupProps } from './choice';
export {
  Checkbox,
  CheckboxChoices,
  CheckboxGroup,
  Radio,
  RadioChoices,
  RadioGroup,
  RadioCard,
  RadioCardGroup,
  Switch,
} from './choice';
export { SegmentedControl, Segment } from './segmented';
export type { SegmentProps } from './segmented';
export { Select, MultiSelect } from './select';
export type { Option, SelectProps, MultiSelectProps } from './select';
export { DatePicker } from './date-picker';
export type { DatePickerProps } from './date-picker';
export { Modal, AlertDialog } from './modal';
export { Disclosure } from './disclosure';
export { DocNumber } from './doc-number';
export { toast, toastQueue } from './toast-queue';
export { ToastRegionView } from './toast';
export { Spinner, LoadingOverlay } from './spinner';
export { Skeleton } from './skeleton';
export type { SkeletonProps } from './skeleton';
export { EmptyState, ErrorState } from './states';
export type { EmptyStateProps, ErrorStateProps } from './states';
export { TOAST_MS, MOBILE_BREAKPOINT_PX, ZIP_LENGTH, PHONE_LENGTH } from './constants';
export { ErrorsForm } from './form';
export type { ErrorsFormProps } from './form';
