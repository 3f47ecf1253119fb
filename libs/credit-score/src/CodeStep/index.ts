export { CodeStep, type CodeStepProps } from './CodeStep';
