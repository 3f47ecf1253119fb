export { FieldError, FieldLabel } from './Field';
