export { AddMobileScreen, ADD_MOBILE_TITLE, SKIP_FOR_NOW, type AddMobileScreenProps } from './AddMobileScreen';
