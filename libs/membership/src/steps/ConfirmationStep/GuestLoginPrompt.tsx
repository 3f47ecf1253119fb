import { COUNTRY_CALLING_CODE } from '@rewards/api-contract';
import { useLoginPopup } from '@rewards/auth';
import { Button } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { membershipCatalogue } from '../../i18n/catalogue';
import * as styles from '../steps.css';

/**
 * After a guest checkout has paid (spec §6: a GUEST may pay without logging in): the membership
 * belongs to the account of the guest's mobile, and the benefits need a login. The button opens the
 * ordinary sign-in at CONFIRM_MOBILE with that mobile; the login verifies the account.
 */
export function GuestLoginPrompt({ mobile }: { mobile: string | null | undefined }) {
  const loginPopup = useLoginPopup();
  const t = useT(membershipCatalogue);
  return (
    <>
      <p className={styles.text}>{mobile ? t('confirmation.guest.onMobile', { mobile: `${COUNTRY_CALLING_CODE} ${mobile}` }) : t('confirmation.guest.paidNumber')}</p>
      <Button onClick={() => loginPopup.open({ origin: 'LOGIN', ...(mobile ? { ssoMobile: mobile } : {}) })}>{t('confirmation.guest.login')}</Button>
    </>
  );
}
