export { AddMobileScreen, type AddMobileScreenProps } from './AddMobileScreen';
