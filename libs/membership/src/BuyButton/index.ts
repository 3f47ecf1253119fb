export { BuyButton, CAMPAIGN_CODE_KEY, type BuyButtonProps } from './BuyButton';
