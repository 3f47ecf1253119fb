export { fakeAuthApi, loginResult, never, otpSent, testUser, TEST_MOBILE, TEST_SSO_ID, TEST_TICKET } from './fixtures';
export { LoginProviders, testSessionStore, type LoginProvidersProps } from './LoginProviders';
