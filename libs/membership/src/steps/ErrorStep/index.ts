export { ErrorStep, type ErrorStepProps } from './ErrorStep';
