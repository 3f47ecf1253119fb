import type { ClientNextAction } from '@rewards/api-contract';
import { PAYMENT_PATH } from '@rewards/partner';
import type { PartnerConfig } from '@rewards/partner';

/** Screens of the login flow. */
export const loginScreens = [
  'ENTER_MOBILE',
  'CONFIRM_MOBILE',
  'OTP_SCREEN',
  'COMPLETE_EMAIL',
  'CONFIRM_EMAIL',
  /** The email step's code, sent to the address the member gave (spec: GET_AND_CONFIRM_EMAIL_FROM_USER). */
  'VERIFY_EMAIL',
  /** The sign-up screen of a logged-in account without a mobile (GET_AND_CONFIRM_MOBILE_FROM_USER). */
  'ADD_MOBILE',
  /** That mobile's code. */
  'ADD_MOBILE_OTP',
  /** A paid order of this device's is the member's: the payment's success (spec §4). */
  'SUCCESS',
  'ERROR',
] as const;
export type LoginScreen = (typeof loginScreens)[number];

export { PAYMENT_PATH };
/** Where the free-trial step starts (the payment area implements it). */
export const TRIAL_PATH = `${PAYMENT_PATH}?flow=trial`;

/** What the site does once a login answered (spec §4, "the next action after login decides the screen"). */
export type NextStep =
  /** Leave the login for a page; `state` is the router location state for it. */
  | { kind: 'navigate'; to: string; state?: { show: 'valueProp' } }
  /** Start the free trial. */
  | { kind: 'trial' }
  /** Stay in the login flow on another screen. */
  | { kind: 'screen'; screen: Extract<LoginScreen, 'COMPLETE_EMAIL' | 'CONFIRM_EMAIL' | 'ADD_MOBILE' | 'CONFIRM_MOBILE'> }
  /** Nothing left to do: the member goes home. */
  | { kind: 'done'; to: string }
  /** An action this site does not know: the error screen. */
  | { kind: 'error' };

export type NextStepContext = Pick<PartnerConfig, 'home' | 'categoriesPath'>;

/** Every action of the contract, so a new one fails to compile until it is given a step. */
const steps: Record<ClientNextAction, (context: NextStepContext) => NextStep> = {
  SHOW_HOME: ({ home }) => ({ kind: 'navigate', to: home }),
  SHOW_BENEFITS: ({ categoriesPath }) => ({ kind: 'navigate', to: categoriesPath }),
  SHOW_VALUE_PROP: () => ({ kind: 'navigate', to: '/', state: { show: 'valueProp' } }),
  SHOW_PAYMENT: () => ({ kind: 'navigate', to: PAYMENT_PATH }),
  INITIATE_PAYMENT: () => ({ kind: 'navigate', to: PAYMENT_PATH }),
  PROVIDE_TRIAL_SUBSCRIPTION_TO_USER: () => ({ kind: 'trial' }),
  GET_AND_CONFIRM_EMAIL_FROM_USER: () => ({ kind: 'screen', screen: 'COMPLETE_EMAIL' }),
  CONFIRM_EMAIL_FROM_USER: () => ({ kind: 'screen', screen: 'CONFIRM_EMAIL' }),
  // The sign-up screen of a logged-in member: a mobile for this account, proved by its code (not a
  // second login, which ENTER_MOBILE would start).
  GET_CONFIRMED_MOBILE_FROM_PARENT_APP: () => ({ kind: 'screen', screen: 'ADD_MOBILE' }),
  GET_AND_CONFIRM_MOBILE_FROM_USER: () => ({ kind: 'screen', screen: 'ADD_MOBILE' }),
  CONFIRM_MOBILE_FROM_USER: () => ({ kind: 'screen', screen: 'CONFIRM_MOBILE' }),
  EMAIL_CONFIRMED: ({ home }) => ({ kind: 'done', to: home }),
  MOBILE_CONFIRMED: ({ home }) => ({ kind: 'done', to: home }),
  ADD_EMAIL: ({ home }) => ({ kind: 'done', to: home }),
  ADD_MOBILE: ({ home }) => ({ kind: 'done', to: home }),
};

function isKnownAction(action: string): action is ClientNextAction {
  return Object.hasOwn(steps, action);
}

/** The step for the login answer's `action`; unknown or missing actions lead to the error screen. */
export function nextStepAfterLogin(action: ClientNextAction | string | undefined, context: NextStepContext): NextStep {
  return action !== undefined && isKnownAction(action) ? steps[action](context) : { kind: 'error' };
}

/**
 * Spec §4: "after user data loads, primeProfile 5 with a matching stored order id gives the success
 * screen, otherwise the done screen". `storedOrderId` is the paid order this device remembers
 * (`rememberPaidOrder`, written by the payment confirmation).
 */
export function showsPaymentSuccess(user: { primeProfile: number; orderId: string | null } | undefined, storedOrderId: string | undefined): boolean {
  return user !== undefined && user.primeProfile === 5 && storedOrderId !== undefined && user.orderId === storedOrderId;
}
