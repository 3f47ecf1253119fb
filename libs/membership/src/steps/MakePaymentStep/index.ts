export { MakePaymentStep, type MakePaymentStepProps } from './MakePaymentStep';
