// Which account a social identity signs in to. Pure: the service looks the candidates up and
// carries the decision out. An account is linked by a verified email or a verified mobile only,
// never by an identifier the provider did not verify.
import { parseMobile } from '../../shared/mobile';
import { cleanEmail, cleanName } from '../auth';
import type { SocialProviderId } from './provider-config';

/** What the provider vouched for, read from its ID token. */
export interface SocialIdentity {
  provider: SocialProviderId;
  subject: string;
  /** Lower-cased, and only when it is a valid address. */
  email: string | undefined;
  emailVerified: boolean;
  /** The 10-digit Indian mobile, only when the provider's phone number is one (+91…). */
  mobile: string | undefined;
  mobileVerified: boolean;
  firstName: string | undefined;
  lastName: string | undefined;
}

export interface CandidateAccount {
  id: number;
  mobileVerified: boolean;
  emailVerified: boolean;
}

export interface Candidates {
  /** The account this identity was linked to before. */
  linked: CandidateAccount | undefined;
  /** The account holding the identity's email verified (looked up only when the provider verified it). */
  byVerifiedEmail: CandidateAccount | undefined;
  /** The account holding the identity's mobile (looked up only when the provider verified it). */
  byVerifiedMobile: CandidateAccount | undefined;
}

export type AccountDecision =
  | { kind: 'signIn'; accountId: number; link: boolean; proves: 'email' | 'mobile' | 'identity' }
  | { kind: 'create'; proves: 'email' | 'mobile' }
  | { kind: 'refuse'; reason: string };

/**
 * 1. An identity linked before signs in to its account.
 * 2. A verified email held verified by an account links to it.
 * 3. A verified mobile held by an account links to it (the provider proved the number, as a code would).
 * 4. Otherwise a verified email or mobile creates an account holding it, verified.
 * 5. Nothing verified: refused. An unverified email never links (anyone can type one in at some
 *    providers) and never makes an account, which could then never log in by a code.
 */
export function decideAccount(identity: Pick<SocialIdentity, 'emailVerified' | 'mobileVerified' | 'email' | 'mobile'>, candidates: Candidates): AccountDecision {
  if (candidates.linked) return { kind: 'signIn', accountId: candidates.linked.id, link: false, proves: 'identity' };
  const email = identity.emailVerified ? identity.email : undefined;
  const mobile = identity.mobileVerified ? identity.mobile : undefined;
  if (email && candidates.byVerifiedEmail) return { kind: 'signIn', accountId: candidates.byVerifiedEmail.id, link: true, proves: 'email' };
  if (mobile && candidates.byVerifiedMobile) return { kind: 'signIn', accountId: candidates.byVerifiedMobile.id, link: true, proves: 'mobile' };
  if (mobile) return { kind: 'create', proves: 'mobile' };
  if (email) return { kind: 'create', proves: 'email' };
  return { kind: 'refuse', reason: identity.email ? 'the provider did not verify the email' : 'the provider gave no verified email or mobile' };
}

/** The identity in an ID token's claims (OIDC standard claims; Facebook's token has no `email_verified`, so its email counts as unverified). */
export function identityFromClaims(provider: SocialProviderId, claims: Record<string, unknown>): SocialIdentity | undefined {
  const subject = typeof claims['sub'] === 'string' && claims['sub'] !== '' ? claims['sub'] : undefined;
  if (!subject) return undefined;
  const email = typeof claims['email'] === 'string' ? cleanEmail(claims['email']) : undefined;
  const phone = typeof claims['phone_number'] === 'string' ? indianMobile(claims['phone_number']) : undefined;
  const name = (key: string) => {
    const value = claims[key];
    return typeof value === 'string' ? cleanName(value) : undefined;
  };
  return {
    provider,
    subject,
    email,
    emailVerified: email !== undefined && claims['email_verified'] === true,
    mobile: phone,
    mobileVerified: phone !== undefined && claims['phone_number_verified'] === true,
    firstName: name('given_name'),
    lastName: name('family_name'),
  };
}

/** `+91 98765 43210` (E.164, as OIDC gives it) to `9876543210`; any other country is not a mobile we know. */
function indianMobile(phoneNumber: string): string | undefined {
  const digits = phoneNumber.replace(/[\s()-]/g, '');
  const match = /^\+91(\d{10})$/.exec(digits);
  return match?.[1] ? parseMobile(match[1]) : undefined;
}
