// What the site does after login, and the kind of step it is.
import type { ClientNextAction, LoginOrigin, PrimeProfile } from '@rewards/api-contract';

export type ActionType = 'NAVIGATE' | 'COLLECT' | 'SUBSCRIBE' | 'DONE';

/** Every next action the contract knows, with its kind: SHOW_* navigate, email and mobile steps collect, trial and payment subscribe, the completed markers are done. */
export const ACTION_TYPES = {
  SHOW_HOME: 'NAVIGATE',
  SHOW_BENEFITS: 'NAVIGATE',
  SHOW_VALUE_PROP: 'NAVIGATE',
  SHOW_PAYMENT: 'NAVIGATE',
  GET_AND_CONFIRM_EMAIL_FROM_USER: 'COLLECT',
  GET_CONFIRMED_MOBILE_FROM_PARENT_APP: 'COLLECT',
  GET_AND_CONFIRM_MOBILE_FROM_USER: 'COLLECT',
  CONFIRM_EMAIL_FROM_USER: 'COLLECT',
  CONFIRM_MOBILE_FROM_USER: 'COLLECT',
  PROVIDE_TRIAL_SUBSCRIPTION_TO_USER: 'SUBSCRIBE',
  INITIATE_PAYMENT: 'SUBSCRIBE',
  EMAIL_CONFIRMED: 'DONE',
  MOBILE_CONFIRMED: 'DONE',
  ADD_EMAIL: 'DONE',
  ADD_MOBILE: 'DONE',
} as const satisfies Record<ClientNextAction, ActionType>;

export function isClientNextAction(value: string | null): value is ClientNextAction {
  return value !== null && Object.hasOwn(ACTION_TYPES, value);
}

/** Members who never had a membership, or whose offer is unclaimed, may start the free trial. */
const TRIAL_ELIGIBLE: readonly number[] = [0, 10];
/** A trial or a paid membership is running: its details (and invoices) go to the member's email. */
const MEMBERSHIP_PROFILES: readonly number[] = [1, 5];

export interface NextActionInput {
  stored: string | null;
  primeProfile: PrimeProfile | number;
  origin: LoginOrigin;
  /** The account holds a mobile (an account registered with an email alone does not). */
  hasMobile?: boolean;
  /** The account holds an email, verified or not. */
  hasEmail?: boolean;
  /**
   * The login is on a co-brand partner's channel: its accounts are the partner's mobiles and its
   * login variants hand over to the landing, so it is never asked for an email or a mobile.
   */
  partnerChannel?: boolean;
}

/**
 * The action operations stored for the member wins; otherwise a login from the free-trial flow by
 * someone eligible provides the trial; then what the account lacks (spec §4): an account without a
 * mobile is asked for one (GET_AND_CONFIRM_MOBILE_FROM_USER), a member whose membership runs without
 * an email is asked for one (GET_AND_CONFIRM_EMAIL_FROM_USER); everything else goes home.
 */
export function nextActionFor(input: NextActionInput): ClientNextAction {
  if (isClientNextAction(input.stored)) return input.stored;
  if (input.origin === 'TRIAL' && TRIAL_ELIGIBLE.includes(input.primeProfile)) return 'PROVIDE_TRIAL_SUBSCRIPTION_TO_USER';
  if (!input.partnerChannel) {
    if (input.hasMobile === false) return 'GET_AND_CONFIRM_MOBILE_FROM_USER';
    if (input.hasEmail === false && MEMBERSHIP_PROFILES.includes(input.primeProfile)) return 'GET_AND_CONFIRM_EMAIL_FROM_USER';
  }
  return 'SHOW_HOME';
}

export function actionTypeOf(action: ClientNextAction): ActionType {
  return ACTION_TYPES[action];
}
