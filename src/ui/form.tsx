// react-aria's Form: it hands validationErrors to the kit's fields by name. Flows reach react-aria only
// through the kit, so it is re-exported here with the one way the app's forms use it.
import { Form } from 'react-aria-components';
import type { FormProps } from 'react-aria-components';
import type { Ref } from 'react';
import { submitWith } from './event-handlers';

export interface ErrorsFormProps extends Omit<FormProps, 'onSubmit' | 'validationBehavior'> {
  ref?: Ref<HTMLFormElement>;
  /** The submit, the page's own reload already prevented. */
  onSubmit: () => void;
}

/**
 * A form whose fields show the messages it is given by name (validationErrors, with 'aria' validation:
 * no browser bubbles, the kit's own error texts), and which a machine submits instead of the browser.
 */
export function ErrorsForm({ onSubmit, ...props }: ErrorsFormProps) {
  return <Form {...props} validationBehavior="aria" onSubmit={submitWith(() => onSubmit())} />;
}
