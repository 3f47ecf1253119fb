export { PaymentPage, PAYMENT_BASE, FREE_TRIAL_TITLE, finishPurchase, type PaymentPageProps } from './PaymentPage';
