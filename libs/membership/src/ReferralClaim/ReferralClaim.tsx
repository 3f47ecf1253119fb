import type { CodeDetails } from '@rewards/api-contract';
import { useLoginPopup } from '@rewards/auth';
import { useOverlay } from '@rewards/platform';
import { usePartner } from '@rewards/partner';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePaymentQueries } from '../api/usePaymentApi';
import { offersReferralClaim, readDismissedReferral, rememberDismissedReferral, runningCampaign } from '../rules/referralClaim';
import { ReferralClaimSheet } from './ReferralClaimSheet';
import { useClock } from '@rewards/clock';

export interface ReferralClaimProps {
  /** The page's checked code (the `promo` of a referral link); the claim is offered when it is a referral. */
  code: CodeDetails | null;
  /** Which owner's claim this is (the overlay `claim_referral` with this key). */
  overlayKey?: string;
}

/**
 * The `claim_referral` overlay for a visitor who followed a member's referral link (`/?promo=CODE`):
 * once the code checks out as a referral, they are asked to claim it. CLAIM NOW opens sign-in for
 * payment with the code in the login's code field; once they are in, the login hands the code over
 * and it is linked to the referrer (`POST /nc/referral/v1/linkReferreToReferrar`, by PendingToasts;
 * a refusal says 'Code Not Applied'), and they land on payment with the code applied. 'Not now' is
 * remembered for the tab, so the same link does not ask again.
 */
export function ReferralClaim({ code, overlayKey = 'home' }: ReferralClaimProps) {
  const overlay = useOverlay<CodeDetails>('claim_referral', overlayKey);
  const clock = useClock();
  const { show, hide } = overlay;
  const loginPopup = useLoginPopup();
  const { brandName } = usePartner();
  const campaigns = useQuery({ ...usePaymentQueries().referralCampaigns(), enabled: code?.type === 'REFERRAL' });

  const offered = code !== null && offersReferralClaim(code, readDismissedReferral());
  useEffect(() => {
    if (offered && code) show(code);
    // Offered once per code (a new answer object for the same code asks nothing again); `show` is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offered, code?.code]);
  // The owner left the page: its sheet goes with it.
  useEffect(() => hide, [hide]);

  // The last referral shown stays in the sheet while it animates out.
  const [last, setLast] = useState<CodeDetails | undefined>(undefined);
  if (overlay.payload && overlay.payload !== last) setLast(overlay.payload);
  const details = overlay.payload ?? last;
  if (!details) return null;

  return (
    <ReferralClaimSheet
      open={overlay.isOpen}
      details={details}
      campaign={runningCampaign(campaigns.data?.campaigns ?? [], new Date(clock.now()))}
      brandName={brandName}
      onDismiss={() => {
        rememberDismissedReferral(details.code);
        hide();
      }}
      // Sign-in takes the store's place (one overlay at a time), so the claim sheet closes.
      onClaim={() => loginPopup.open({ origin: 'PAYMENT', code: details.code })}
    />
  );
}
