// The account calls (spec §7) as plain async functions: data on success, `ApiError` otherwise.
// The login flow in @rewards/auth calls these; tests of its components pass a fake `AuthApi`.
import type {
  CaptchaChallenge,
  City,
  LoginResult,
  OtpSent,
  PreLoginDetails,
  User,
  UpdateUserFields,
  components,
} from '@rewards/api-contract';
import type { ApiClient } from '../createApiClient';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];
export type CheckUserExistResult = Schemas['CheckUserExistResponse']['data'];
export type RegisterBody = Schemas['RegisterRequest'];
export type SendOtpBody = Schemas['SendOtpRequest'];
export type ResendOtpBody = Schemas['ResendOtpRequest'];
export type VerifyOtpBody = Schemas['VerifyOtpRequest'];
export type VerifyOtpResult = Schemas['VerifyOtpResponse']['data'];
export type TicketExchangeBody = Schemas['TicketExchangeRequest'];
export type NewTokenBody = Schemas['NewTokenRequest'];
export type CitiesResult = Schemas['CitiesResponse']['data'];
export type AddMobileCodeBody = Schemas['AddMobileCodeRequest'];
export type AddMobileVerifyBody = Schemas['AddMobileVerifyRequest'];
export type CaptchaFieldsBody = Schemas['CaptchaFields'];
export type EmailCodeSent = Schemas['EmailCodeSentResponse']['data'];

export interface AuthApi {
  /** Whether a mobile (or, with `identifierType` email, an email) has an account. */
  checkUserExist(identifier: string, identifierType?: 'mobile' | 'email'): Promise<CheckUserExistResult>;
  preLogin(mobile: string, options?: { loginSource?: string; userAction?: string }): Promise<PreLoginDetails>;
  captchaChallenge(): Promise<CaptchaChallenge>;
  /** Sends a SIGN_UP code to a new user; answers the new account's `ssoId`. */
  register(body: RegisterBody): Promise<OtpSent>;
  /** Sends a LOG_IN code to an existing user. */
  sendOtp(body: SendOtpBody): Promise<OtpSent>;
  resendOtp(body: ResendOtpBody): Promise<OtpSent>;
  verifyOtp(body: VerifyOtpBody): Promise<VerifyOtpResult>;
  /** Ticket exchange: starts an SSO session (the refresh token arrives as an HttpOnly cookie). */
  exchangeTicket(body: TicketExchangeBody): Promise<LoginResult>;
  /** New token: a GUEST session (or SSO) from a verified code. */
  newToken(body: NewTokenBody): Promise<LoginResult>;
  logout(code?: string): Promise<void>;
  currentUser(): Promise<User>;
  updateUser(fields: UpdateUserFields): Promise<User>;
  /** A code to a mobile the logged-in member adds (an email-only account); captcha fields as for sends. */
  sendMobileCode(body: AddMobileCodeBody): Promise<OtpSent>;
  /** The mobile's code: the mobile becomes the member's, verified. */
  verifyMobileCode(body: AddMobileVerifyBody): Promise<User>;
  /** A code to the unverified email on the member's profile. */
  sendEmailCode(body: CaptchaFieldsBody): Promise<EmailCodeSent>;
  /** The email's code: the profile's email becomes verified. */
  verifyEmailCode(otp: string): Promise<User>;
  cities(): Promise<{ cities: City[]; states: string[] }>;
}

export function createAuthApi(api: ApiClient): AuthApi {
  return {
    async checkUserExist(identifier, identifierType = 'mobile') {
      const user = identifierType === 'email' ? { email: identifier } : { mobile: identifier };
      return unwrap(await api.POST('/nc/um/user/v2/checkUserExist', { body: { user, verify: true } })).data;
    },
    async preLogin(mobile, options = {}) {
      const query = {
        ...(options.loginSource ? { login_source: options.loginSource } : {}),
        ...(options.userAction ? { user_action: options.userAction } : {}),
      };
      return unwrap(await api.GET('/nc/um/user/v1/preLogin/{mobile}', { params: { path: { mobile }, query } })).data;
    },
    async captchaChallenge() {
      return unwrap(await api.GET('/nc/um/captcha/challenge')).data;
    },
    async register(body) {
      return unwrap(await api.POST('/nc/um/user/v1/register', { body })).data;
    },
    async sendOtp(body) {
      return unwrap(await api.POST('/nc/um/user/v1/otp/send', { body })).data;
    },
    async resendOtp(body) {
      return unwrap(await api.POST('/nc/um/user/v1/otp/resend', { body })).data;
    },
    async verifyOtp(body) {
      return unwrap(await api.POST('/nc/um/user/v1/otp/verify', { body })).data;
    },
    async exchangeTicket(body) {
      return unwrap(await api.POST('/nc/um/auth/v1/login', { body, credentials: 'include' })).data;
    },
    async newToken(body) {
      return unwrap(await api.POST('/nc/um/user/v1/login', { body, credentials: 'include' })).data;
    },
    async logout(code) {
      unwrap(await api.GET('/c/prime/prime/home/logout/v2', { params: { query: code ? { code } : {} }, credentials: 'include', cache: 'no-store' }));
    },
    async currentUser() {
      return unwrap(await api.GET('/nc/um/user/v1/profile')).data;
    },
    async updateUser(fields) {
      return unwrap(await api.POST('/nc/um/user/v1/update', { body: { user: fields } })).data;
    },
    async sendMobileCode(body) {
      return unwrap(await api.POST('/nc/um/user/v1/mobile/otp', { body })).data;
    },
    async verifyMobileCode(body) {
      return unwrap(await api.POST('/nc/um/user/v1/mobile/verify', { body })).data;
    },
    async sendEmailCode(body) {
      return unwrap(await api.POST('/nc/um/user/v1/email/otp', { body })).data;
    },
    async verifyEmailCode(otp) {
      return unwrap(await api.POST('/nc/um/user/v1/email/verify', { body: { otp } })).data;
    },
    async cities() {
      return unwrap(await api.GET('/c/prime/prime/cities')).data;
    },
  };
}
