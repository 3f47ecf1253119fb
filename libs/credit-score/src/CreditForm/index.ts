export { CreditForm, type CreditFormProps } from './CreditForm';
