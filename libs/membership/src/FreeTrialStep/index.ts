export { FreeTrialStep, type FreeTrialStepProps } from './FreeTrialStep';
