export { PaymentPage, PAYMENT_BASE, finishPurchase, type PaymentPageProps } from './PaymentPage';
