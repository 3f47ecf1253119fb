export { CardDigits, type CardDigitsProps } from './CardDigits';
