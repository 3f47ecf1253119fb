export { SocialLoginButtons } from './SocialLoginButtons';
export type { SocialLoginButtonsProps } from './SocialLoginButtons';
export { SOCIAL_LOGIN_FAILED_MESSAGE, SOCIAL_PROVIDER_NAMES, SOCIAL_PROVIDERS, socialLoginReturn, socialLoginStartPath } from './socialLogin';
export type { SocialLoginReturn, SocialProvider } from './socialLogin';
