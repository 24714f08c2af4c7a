// The kit's file picker: react-aria's FileTrigger, which opens the system file dialog when its one
// child (a kit Button) is pressed. Kept as the kit's own export so flows reach react-aria only here.
export { FileTrigger } from 'react-aria-components';
export type { FileTriggerProps } from 'react-aria-components';
