export { FieldError, FieldLabel } from './Field';
export { useStepFocus } from './useStepFocus';
