import { ApiError, type CodeDetailsOptions, type PaymentApi } from '@rewards/api-client';
import type { CodeDetails, User } from '@rewards/api-contract';
import { normaliseCode, type LoginCodeNote, type ReferralToastNote } from '@rewards/auth';
import { referralRevalidationCode } from '../rules/pendingToast';

/**
 * Validates a code as the site does everywhere (spec §4, codes): normalised (a referral code also
 * loses non-alphanumerics), and a referral-type answer naming a different code of its own is
 * replaced by revalidating with that code. Rejects with the server's refusal (`ApiError`).
 */
export async function checkCode(paymentApi: Pick<PaymentApi, 'codeDetails'>, raw: string, options: CodeDetailsOptions = {}): Promise<CodeDetails> {
  const requested = normaliseCode(raw, options.isReferral ? 'referral' : 'unknown');
  const details = await paymentApi.codeDetails(requested, options);
  const own = referralRevalidationCode(requested, details);
  return own ? paymentApi.codeDetails(own, { ...options, isReferral: true }) : details;
}

/** The server's own words for a refusal, when it sent any (else the toast's default text). */
function refusalText(error: unknown): string | null {
  return error instanceof ApiError && error.body?.userMessage ? error.body.userMessage : null;
}

/**
 * What happens to a code typed at login once the member is in (spec §4 and §8): it is validated;
 * a referral code is linked to its referrer (`POST linkReferreToReferrar` with the member). Answers
 * the referral failure toast to show, or null when there is nothing to say: a gift code is applied
 * on the payment page, and a refused code the member takes there is told about there.
 */
export async function applyLoginCode(
  paymentApi: Pick<PaymentApi, 'codeDetails' | 'linkReferral'>,
  note: LoginCodeNote,
  user: Pick<User, 'ssoId' | 'firstName' | 'lastName' | 'mobile' | 'email' | 'city'> | undefined,
): Promise<ReferralToastNote | null> {
  let details: CodeDetails;
  try {
    details = await checkCode(paymentApi, note.code);
  } catch (error) {
    return note.announceRefusal ? { text: refusalText(error) } : null;
  }
  if (details.type !== 'REFERRAL') return null;
  try {
    await paymentApi.linkReferral({
      referrarCode: details.code,
      ...(user
        ? {
            user: {
              ...(user.ssoId ? { ssoId: user.ssoId } : {}),
              // Spec §3: the referral link's user firstName defaults to Guest.
              firstName: user.firstName || 'Guest',
              lastName: user.lastName ?? null,
              mobile: user.mobile ?? null,
              email: user.email ?? null,
              city: user.city ?? null,
            },
          }
        : {}),
    });
    return null;
  } catch (error) {
    return { text: refusalText(error) };
  }
}
