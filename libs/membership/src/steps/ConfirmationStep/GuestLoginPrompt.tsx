import { COUNTRY_CALLING_CODE } from '@rewards/api-contract';
import { useLoginPopup } from '@rewards/auth';
import { Button } from '@rewards/design-system';
import * as styles from '../steps.css';

export const GUEST_LOGIN_TEXT = 'Log in to use your benefits';

/**
 * After a guest checkout has paid (spec §6: a GUEST may pay without logging in): the membership
 * belongs to the account of the guest's mobile, and the benefits need a login. The button opens the
 * ordinary sign-in at CONFIRM_MOBILE with that mobile; the login verifies the account.
 */
export function GuestLoginPrompt({ mobile }: { mobile: string | null | undefined }) {
  const loginPopup = useLoginPopup();
  return (
    <>
      <p className={styles.text}>
        {mobile ? `Your membership is on ${COUNTRY_CALLING_CODE} ${mobile}. Log in with this number to start using your benefits.` : 'Log in with the number you paid with to start using your benefits.'}
      </p>
      <Button onClick={() => loginPopup.open({ origin: 'LOGIN', ...(mobile ? { ssoMobile: mobile } : {}) })}>{GUEST_LOGIN_TEXT}</Button>
    </>
  );
}
