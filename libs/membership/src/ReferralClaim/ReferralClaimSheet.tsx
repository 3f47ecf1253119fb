import type { CodeDetails, ReferralCampaign } from '@rewards/api-contract';
import { Button, Dialog, Stack, visuallyHidden } from '@rewards/design-system';
import { CLAIM_LABEL, NOT_NOW_LABEL, REFERRAL_TERMS_PATH, referralClaimCopy } from '../rules/referralClaim';
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
  const copy = referralClaimCopy(details, campaign, brandName);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onDismiss())} title={copy.title} description={copy.reward} size="small">
      <Stack space="large">
        <Stack space="small">
          <p className={styles.code}>
            Referral code <span className={styles.codeValue}>{details.code}</span>
          </p>
          <p className={styles.text}>{copy.how}</p>
          <a className={styles.link} href={REFERRAL_TERMS_PATH} target="_blank" rel="noopener noreferrer">
            Referral terms and conditions<span className={visuallyHidden}> (opens in a new tab)</span>
          </a>
        </Stack>
        <Stack space="small">
          <Button fullWidth onClick={onClaim}>
            {CLAIM_LABEL}
          </Button>
          <Button variant="secondary" fullWidth onClick={onDismiss}>
            {NOT_NOW_LABEL}
          </Button>
        </Stack>
      </Stack>
    </Dialog>
  );
}
