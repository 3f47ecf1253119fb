export { ReviewOrderStep, type ReviewOrderStepProps } from './ReviewOrderStep';
