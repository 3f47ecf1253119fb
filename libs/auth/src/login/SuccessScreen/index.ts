export { SuccessScreen, SUCCESS_TEXT, SUCCESS_TITLE, type SuccessScreenProps } from './SuccessScreen';
