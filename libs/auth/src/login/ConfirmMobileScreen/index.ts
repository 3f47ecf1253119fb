export { ConfirmMobileScreen, type ConfirmMobileScreenProps } from './ConfirmMobileScreen';
