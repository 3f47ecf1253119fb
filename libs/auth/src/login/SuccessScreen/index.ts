export { SuccessScreen, type SuccessScreenProps } from './SuccessScreen';
