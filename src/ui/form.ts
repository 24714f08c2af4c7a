// react-aria's Form as is: it hands validationErrors to the kit's fields by name. Re-exported here so
// flows reach react-aria only through the kit.
export { Form } from 'react-aria-components';
