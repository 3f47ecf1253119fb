export { ConfirmationStep, type ConfirmationStepProps } from './ConfirmationStep';
