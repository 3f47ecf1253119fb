export { CreditScoreCheck } from './CreditScoreCheck';
