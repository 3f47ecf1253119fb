// The test entry point of @rewards/auth (`@rewards/auth/testing`): the one User factory, login
// answers, a fake AuthApi, sessions cut off from the browser, captcha fakes and the providers a
// session-reading screen needs. For tests, stories and testing helpers only; lint keeps it out of
// production code.
export { loginResult, makeUser, otpSent, paidMembership, TEST_MOBILE, TEST_SSO_ID, TEST_TICKET } from './user';
export { fakeAuthApi } from './fakeAuthApi';
export { memoryStorage, testSessionStore, type TestSessionStatus } from './session';
export {
  altchaChallenge,
  defineFakeAltchaWidget,
  FAKE_ALTCHA_CHALLENGE,
  FAKE_VISIBLE_PAYLOAD,
  FAKE_WIDGET_LABEL,
  fakeCaptchaServices,
  fakeGrecaptcha,
  recaptchaChallenge,
} from './captcha';
export { AuthTestProviders, authTestApi, SessionTestProviders, type AuthTestProvidersProps } from './AuthTestProviders';
export { LocationProbe, renderWithSession, type RenderWithSessionOptions } from './renderWithSession';
