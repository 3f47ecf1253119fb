export { CARD_NETWORK_PROMPT, EnterMobileScreen, type EnterMobileScreenProps } from './EnterMobileScreen';
