import type { Campaign } from '@rewards/api-contract';
import { freeTrialState, showsFreeTrial } from '@rewards/api-contract';
import { TRIAL_PATH, useLoginPopup, useSession } from '@rewards/auth';
import { PageMeta } from '@rewards/design-system';
import { useLocale, useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePaymentQueries } from '../api/usePaymentApi';
import { membershipCatalogue } from '../i18n/catalogue';
import { formatRupees } from '../i18n/format';
import { campaignPaymentData, campaignPaymentUrl, saveCampaignPaymentData } from '../rules/campaign';
import { BUY_CLICK_DELAY_MS } from '../rules/constants';
import { CampaignView } from './CampaignView';

export interface CampaignPageProps {
  campaign: Campaign;
  /** The page's own path, for its canonical link. */
  canonicalPath: string;
  /** /mktcampaign: kept out of search results (spec §1). */
  noIndex?: boolean;
  /** Offer the free trial beside the campaign (the campaign's showFT, or /mktcampaign?showFT=true). */
  showFreeTrial?: boolean;
  /** Show the campaign's own footer content under the page (/new-campaign/{id}). */
  showFooter?: boolean;
}

/**
 * A campaign landing (spec account-and-payment §1, §3): the campaign's title, its price with the
 * list price struck out and the discount, the CTA in the campaign's colours with `#totalAmount`
 * filled in, the discount banner, and the marketing payment offers under their header. The CTA keeps
 * the campaign's payment data (orderAmount, gc, variantId) in session storage, then takes a member to
 * payment with the code after BUY_CLICK_DELAY_MS; a visitor signs in first and payment picks the
 * stored code up (it survives the login).
 */
export function CampaignPage({ campaign, canonicalPath, noIndex = false, showFreeTrial = false, showFooter = false }: CampaignPageProps) {
  const partner = usePartner();
  const t = useT(membershipCatalogue);
  const locale = useLocale();
  const navigate = useNavigate();
  const loginPopup = useLoginPopup();
  const { status, user } = useSession();
  const [going, setGoing] = useState(false);
  // START FREE TRIAL shows unless the plan says this viewer's trial is off (FREE_TRIAL_OFF): a member
  // who had one, or a paid member. While it is uncertain (loading) the button stays, as the server drew it.
  const planCta = useQuery({ ...usePaymentQueries().planCta(undefined, status === 'loggedIn' && user ? user.ssoId : 'visitor'), enabled: showFreeTrial });
  const trialShown = showFreeTrial && showsFreeTrial(freeTrialState(planCta.data, status));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const join = () => {
    const data = campaignPaymentData(campaign);
    saveCampaignPaymentData(data);
    if (status === 'loggedIn') {
      setGoing(true);
      timer.current = setTimeout(() => navigate(campaignPaymentUrl(data)), BUY_CLICK_DELAY_MS);
      return;
    }
    loginPopup.open({ origin: 'PAYMENT' });
  };

  const startTrial = () => {
    if (status === 'loggedIn') navigate(TRIAL_PATH);
    else loginPopup.open({ origin: 'TRIAL' });
  };

  return (
    <>
      <PageMeta
        title={`${campaign.title} | ${partner.brandName}`}
        description={campaign.subTitle ?? t('campaign.description', { title: campaign.title, brand: partner.brandName, price: formatRupees(locale, campaign.totalAmount) })}
        canonicalPath={canonicalPath}
        noIndex={noIndex}
      />
      <CampaignView campaign={campaign} onJoin={join} joining={going} showFreeTrial={trialShown} onStartTrial={startTrial} showFooter={showFooter} />
    </>
  );
}
