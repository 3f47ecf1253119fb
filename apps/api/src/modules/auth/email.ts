// Emails as logins: the spec's shape (profile-rules' cleanEmail), then a small documented list of
// domains that cannot hold a member's login (auth 427, "proxy or defunct email").
import { cleanEmail } from './profile-rules';
import { refusal } from '../../shared/auth-refusals';

/**
 * Disposable ("proxy") mailbox services: anyone can read any address there, so a code sent to one
 * proves nothing about a person. A short list of the best-known services, not a complete one; a
 * maintained list (or a mailbox-verification service) can replace it without changing callers.
 */
export const DISPOSABLE_EMAIL_DOMAINS: ReadonlySet<string> = new Set([
  'mailinator.com',
  'guerrillamail.com',
  'sharklasers.com',
  '10minutemail.com',
  'temp-mail.org',
  'tempmail.com',
  'yopmail.com',
  'trashmail.com',
  'getnada.com',
  'dispostable.com',
  'maildrop.cc',
  'throwawaymail.com',
]);

/**
 * Top-level domains that never deliver mail ("defunct"): reserved by RFC 2606 and RFC 6761. The
 * second-level `example.com`, `.net` and `.org` are reserved too but hold the demo members' emails,
 * so they are not listed; no code email reaches them anyway.
 */
export const UNDELIVERABLE_TLDS: ReadonlySet<string> = new Set(['invalid', 'test', 'localhost', 'example', 'local']);

/** True when the address's domain is disposable or can never receive mail. `email` is lower-cased. */
export function isRefusedEmailDomain(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  if (UNDELIVERABLE_TLDS.has(tld)) return true;
  // Subdomains of a disposable service are the same service.
  return [...DISPOSABLE_EMAIL_DOMAINS].some((blocked) => domain === blocked || domain.endsWith(`.${blocked}`));
}

/** The trimmed, lower-cased email: auth 403 when it is not an address, 427 when its domain is refused. */
export function requireEmail(raw: string): string {
  const email = cleanEmail(raw);
  if (!email) throw refusal('403', 'The email is not a valid address');
  if (isRefusedEmailDomain(email)) throw refusal('427', 'The email domain is disposable or cannot receive mail');
  return email;
}
