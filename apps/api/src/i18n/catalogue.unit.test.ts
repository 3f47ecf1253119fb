// The API's own texts in Hindi: every message the code sends (the tables the refusals, limits and
// answers read) is in the catalogue, its Hindi has the same arguments, and a text with arguments is
// read back from the English the code writes.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import {
  AUTH_MESSAGES,
  CODE_MESSAGES,
  DEFAULT_ERROR_MESSAGE,
  DEFAULT_MONTHLY_BREAKUP_LABEL,
  EMAIL_IN_USE_MESSAGE,
  formatIstDate,
  GUEST_LOGIN_REQUIRED_MESSAGE,
  INVALID_MOBILE_MESSAGE,
  PAN_MESSAGES,
  PARTNER_CLAIM_MESSAGES,
  PARTNER_NOT_ENROLLED_MESSAGES,
  PAYMENT_MESSAGES,
  STUDENT_FORM_MESSAGES,
} from '@rewards/api-contract';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from '@rewards/api-contract/pseudo';
import { describe, expect, it } from 'vitest';
import { BAD_REQUEST_USER_MESSAGE, internalError, notFound, serviceUnavailable, tooManyRequests } from '../http/errors';
import { ACTIVATION_PENDING_MESSAGE, BLOCKED_MESSAGE, nextCodeMessage, OFFER_EXPIRED_LABEL, SEE_PLANS_CHIP } from '../modules/catalogue/cta';
import { SEARCH_TOO_SHORT_MESSAGE } from '../modules/catalogue/service';
import { activationOptions, CARD_MESSAGES, futureActivationPopup, NOT_ACTIVATED_MESSAGES, noValidEmailMobile, unknownCardChannel } from '../modules/cards/copy';
import { VERIFICATION_MESSAGES } from '../modules/cards/verification-service';
import { EMAIL_OR_MOBILE_MESSAGE } from '../modules/content/service';
import { unsubscribedEmailMessage, unsubscribedMessage } from '../modules/content/rules';
import { CREDIT_MESSAGES } from '../modules/credit/copy';
import { EXPIRED_COUPONS_LABEL, LIMIT_REACHED_MESSAGE, NEXT_CODE_CTA, OUT_OF_STOCK_MESSAGE } from '../modules/offer-actions/service';
import { PAYMENT_OFFERS_TITLE } from '../modules/payment/campaign-service';
import { gatewayUnavailable } from '../modules/payment/refusals';
import { largeCtaText, paymentCtaText } from '../modules/payment/rules';
import { WEB_PWA_SLOT } from '../modules/payment/slots';
import { STUDENT_MESSAGES } from '../modules/student/copy';
import { refusalMessage, SESSION_ENDED_MESSAGE, type RefusalCode } from '../shared/auth-refusals';
import { resendTooSoon } from '../shared/one-time-codes';
import english from './messages.en.json';
import hindi from './messages.hi.json';
import { messages } from './catalogue';

const DEVANAGARI = /[\u0900-\u097F]/;

/** The argument names of an ICU message (plural and select included). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (typeof tokens === 'string' || !Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , choices] = token as [string, string?, Record<string, unknown>?];
      if (name !== '#') names.add(name);
      if (choices && typeof choices === 'object') for (const choice of Object.values(choices)) walk(choice);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

const plan = { planDisplayName: 'Prime Rewards Annual', durationDays: 365 };

/** Every text the API's code writes for a member (or a staff member) to read, as it writes it. */
const SENT_TEXTS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(AUTH_MESSAGES).map(([code, text]) => [`auth ${code}`, text])),
  ...Object.fromEntries((['400', '401', '402', '403', '404', '405', '410', '413', '414', '415', '416', '419', '424', '425', '427', '429', '432', '435'] as const).map((code) => [`refusal ${code}`, refusalMessage(code as RefusalCode)])),
  ...Object.fromEntries(Object.entries(CODE_MESSAGES).map(([code, text]) => [code, text])),
  ...Object.fromEntries(Object.entries(PAYMENT_MESSAGES).map(([code, text]) => [code, text])),
  ...Object.fromEntries(Object.entries(PARTNER_CLAIM_MESSAGES).map(([code, text]) => [`claim ${code}`, text])),
  ...Object.fromEntries(Object.entries(PARTNER_NOT_ENROLLED_MESSAGES).map(([code, text]) => [`not enrolled ${code}`, text])),
  ...Object.fromEntries(Object.entries(PAN_MESSAGES).map(([key, text]) => [`pan ${key}`, text])),
  ...Object.fromEntries(Object.entries(STUDENT_FORM_MESSAGES).map(([key, text]) => [`student form ${key}`, text])),
  ...Object.fromEntries(Object.entries(CREDIT_MESSAGES).map(([key, text]) => [`credit ${key}`, typeof text === 'function' ? text(new Date('2026-12-22T10:00:00Z')) : text])),
  ...Object.fromEntries(Object.entries(STUDENT_MESSAGES).map(([key, text]) => [`student ${key}`, typeof text === 'function' ? text(100) : text])),
  ...Object.fromEntries(Object.entries(CARD_MESSAGES).map(([key, text]) => [`card ${key}`, typeof text === 'function' ? (text as (...args: string[]) => string)('2026-12-22', 'Visa') : text])),
  ...Object.fromEntries(Object.entries(NOT_ACTIVATED_MESSAGES).map(([key, text]) => [`not activated ${key}`, typeof text === 'function' ? text('2027-01-31') : text])),
  ...Object.fromEntries(Object.entries(VERIFICATION_MESSAGES).map(([key, text]) => [`verification ${key}`, text])),
  ...Object.fromEntries(Object.entries(WEB_PWA_SLOT).flatMap(([key, text]) => (typeof text === 'string' ? [[`slot ${key}`, text]] : []))),
  ...Object.fromEntries(activationOptions(plan, '2027-01-31', true).flatMap((option, index) => Object.entries(option).flatMap(([key, text]) => (typeof text === 'string' && key !== 'action' ? [[`option ${index} ${key}`, text]] : [])))),
  ...Object.fromEntries(Object.entries(futureActivationPopup(plan, ['2027-01-02'])).flatMap(([key, text]) => (typeof text === 'string' ? [[`popup ${key}`, text]] : []))),
  badRequest: BAD_REQUEST_USER_MESSAGE,
  tooManyRequests: tooManyRequests().userMessage,
  unavailable: serviceUnavailable().userMessage,
  internal: internalError().userMessage,
  notFound: notFound('x', 'Page not found').userMessage,
  gateway: gatewayUnavailable('down').userMessage,
  sessionEnded: SESSION_ENDED_MESSAGE,
  guest: GUEST_LOGIN_REQUIRED_MESSAGE,
  default: DEFAULT_ERROR_MESSAGE,
  invalidMobile: INVALID_MOBILE_MESSAGE,
  emailInUse: EMAIL_IN_USE_MESSAGE,
  resendWait: resendTooSoon(new Date('2026-12-01T10:00:00Z'), new Date('2026-12-01T10:00:10Z'))?.userMessage ?? '',
  signInAgain: noValidEmailMobile().userMessage,
  unknownCard: unknownCardChannel('X').userMessage,
  searchTooShort: SEARCH_TOO_SHORT_MESSAGE,
  emailOrMobile: EMAIL_OR_MOBILE_MESSAGE,
  unsubscribedSms: unsubscribedMessage('9876543210'),
  unsubscribedEmail: unsubscribedEmailMessage('asha@example.in'),
  offerExpired: OFFER_EXPIRED_LABEL,
  blocked: BLOCKED_MESSAGE,
  activationPending: ACTIVATION_PENDING_MESSAGE,
  seePlans: SEE_PLANS_CHIP.label,
  nextCode: nextCodeMessage('2026-12-22T10:00:00Z') ?? '',
  expiredCodes: EXPIRED_COUPONS_LABEL,
  nextCodeCta: NEXT_CODE_CTA,
  outOfStock: OUT_OF_STOCK_MESSAGE,
  limitReached: LIMIT_REACHED_MESSAGE,
  paymentOffers: PAYMENT_OFFERS_TITLE,
  pay: paymentCtaText(99_900),
  trial: largeCtaText(99_900, 30),
  join: largeCtaText(99_900, null),
  allCategory: 'All',
  partnerVisit: 'Visit Tandoor Tales',
  codesLeft: '2 of 3 codes left',
  perMonth: DEFAULT_MONTHLY_BREAKUP_LABEL,
  planLabel: 'Annual membership · ₹999 for 365 days',
  shareMessage: 'Check out Flat 15% off on weekday lunch buffets on the membership app',
};

describe("the API's messages", () => {
  it('has Hindi for every English message, with the same arguments, in Devanagari', () => {
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(english)) {
      const translation = (hindi as Record<string, string>)[key] ?? '';
      expect(argumentsOf(translation), key).toEqual(argumentsOf(message));
      expect(translation, key).toMatch(DEVANAGARI);
    }
  });

  it.each(Object.entries(SENT_TEXTS))('%s is answered in Hindi', (_name, text) => {
    expect(text).not.toBe('');
    const translated = messages.translate(text, 'hi');
    expect(translated, text).toMatch(DEVANAGARI);
  });

  it('reads the arguments back from the English and gives them to the Hindi (a date in Hindi months)', () => {
    expect(messages.translate('Please wait 25 seconds before requesting a new OTP', 'hi')).toBe('नया OTP माँगने से पहले कृपया 25 सेकंड रुकें');
    expect(messages.translate(`You can refresh your credit report on ${formatIstDate(new Date('2026-12-22T10:00:00Z'))}`, 'hi')).toBe('आप 22 दिसंबर 2026 को अपनी क्रेडिट रिपोर्ट रिफ़्रेश कर सकते हैं');
    expect(messages.translate('VISIT Tandoor Tales', 'hi')).toBe('Tandoor Tales पर जाएँ');
    expect(messages.translate('Code applied! You save 10% up to ₹150', 'hi')).toBe('कोड लग गया! आपकी 10% (ज़्यादा से ज़्यादा ₹150) की बचत हुई');
    expect(messages.translate('Code applied! You save ₹1,000', 'hi')).toBe('कोड लग गया! आपकी ₹1,000 की बचत हुई');
  });

  it('chooses the Hindi form an English word argument asks for (select)', () => {
    expect(messages.translate('WELCOME100 is paused already.', 'hi')).toBe('WELCOME100 पहले से रुका हुआ है।');
    expect(messages.translate('Only a paid order has an invoice; this one is pending.', 'hi')).toMatch(/पेंडिंग/);
  });

  it('translates an argument that is itself a message (a console refusal inside another)', () => {
    expect(messages.translate('The campaign cannot be published yet: The end must be after the start.', 'hi', (value) => messages.translate(value, 'hi'))).toBe(
      'कैंपेन अभी पब्लिश नहीं हो सकता: खत्म होने का समय शुरू होने के बाद का होना चाहिए।',
    );
  });

  it('matches a pattern only where its arguments have the shape the code writes', () => {
    expect(messages.translate('Worth ₹2,400', 'hi')).toBe('₹2,400 की वैल्यू');
    expect(messages.translate('Worth every rupee', 'hi')).toBeUndefined();
    expect(messages.translate('Please wait a few seconds before requesting a new OTP', 'hi')).toBeUndefined();
  });

  it('leaves a text it does not hold alone', () => {
    expect(messages.translate('Bad request: body/page must be >= 0', 'hi')).toBeUndefined();
    expect(messages.translate('tandoor-tales-gold', 'hi')).toBeUndefined();
  });

  it('answers the pseudo-locale accented and bracketed, its arguments as they are', () => {
    expect(messages.translate('Please enter a valid OTP', 'en-XA')).toBe(`${PSEUDO_OPEN}Ƥļèàšè èñţèř à ṽàļîδ ÔŢƤ${PSEUDO_CLOSE}`);
    expect(messages.translate('VISIT Tandoor Tales', 'en-XA')).toBe(`${PSEUDO_OPEN}ṼÎŠÎŢ Tandoor Tales${PSEUDO_CLOSE}`);
  });
});
