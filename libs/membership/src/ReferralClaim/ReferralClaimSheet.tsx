import type { CodeDetails, ReferralCampaign } from '@rewards/api-contract';
import { Button, Dialog, Stack, visuallyHidden } from '@rewards/design-system';
import { fillSlots, SLOT, useLocale, useT } from '@rewards/i18n';
import { membershipCatalogue } from '../i18n/catalogue';
import { REFERRAL_TERMS_PATH, referralClaimCopy } from '../rules/referralClaim';
import * as styles from './ReferralClaimSheet.css';

export interface ReferralClaimSheetProps {
  open: boolean;
  /** Closed by 'Not now', the close button, Escape or a click outside. */
  onDismiss: () => void;
  /** The referral code, as the code check answered it. */
  details: CodeDetails;
  /** The running referral campaign, when there is one (its referee reward is the headline). */
  campaign: ReferralCampaign | null;
  brandName: string;
  /** 'CLAIM NOW'. */
  onClaim: () => void;
}

/**
 * The `claim_referral` overlay's sheet (a bottom sheet, a centred modal from 1024 px): who invited
 * the visitor, what they get, the code, the referral programme's terms (a new tab, so the claim
 * stays here), and CLAIM NOW or Not now.
 */
export function ReferralClaimSheet({ open, onDismiss, details, campaign, brandName, onClaim }: ReferralClaimSheetProps) {
  const t = useT(membershipCatalogue);
  const locale = useLocale();
  const copy = referralClaimCopy(t, details, campaign, brandName, locale);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onDismiss())} title={copy.title} description={copy.reward} size="small">
      <Stack space="large">
        <Stack space="small">
          <p className={styles.code}>{fillSlots(t('referralClaim.code', { code: SLOT }), <span className={styles.codeValue}>{details.code}</span>)}</p>
          <p className={styles.text}>{copy.how}</p>
          <a className={styles.link} href={REFERRAL_TERMS_PATH} target="_blank" rel="noopener noreferrer">
            {t('referralClaim.terms')}
            <span className={visuallyHidden}> {t('common.newTab')}</span>
          </a>
        </Stack>
        <Stack space="small">
          <Button fullWidth onClick={onClaim}>
            {t('referralClaim.claim')}
          </Button>
          <Button variant="secondary" fullWidth onClick={onDismiss}>
            {t('referralClaim.notNow')}
          </Button>
        </Stack>
      </Stack>
    </Dialog>
  );
}
