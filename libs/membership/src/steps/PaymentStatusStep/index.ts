export { PaymentStatusStep, type PaymentStatusStepProps } from './PaymentStatusStep';
