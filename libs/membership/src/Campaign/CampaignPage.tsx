import type { Campaign } from '@rewards/api-contract';
import { formatRupees, freeTrialState, showsFreeTrial } from '@rewards/api-contract';
import { TRIAL_PATH, useLoginPopup, useSession } from '@rewards/auth';
import { Button, PageMeta, Stack } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePaymentQueries } from '../api/usePaymentApi';
import { campaignPaymentData, campaignPaymentUrl, fillTotalAmount, saveCampaignPaymentData } from '../rules/campaign';
import { BUY_CLICK_DELAY_MS } from '../rules/constants';
import * as styles from './CampaignPage.css';

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

  const ctaText = fillTotalAmount(campaign.campaignCta.text, campaign.campaignCta.totalAmount);
  const strikeThrough = campaign.cta.strikeThrough;
  const offers = campaign.marketingPaymentOfferDetails;
  const ctaColours = { '--campaign-bg': campaign.campaignCta.bgColor, '--campaign-text': campaign.campaignCta.textColor } as CSSProperties;

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
    <div className={styles.page}>
      <PageMeta
        title={`${campaign.title} | ${partner.brandName}`}
        description={campaign.subTitle ?? `${campaign.title}: the ${partner.brandName} membership for ${formatRupees(campaign.totalAmount)}.`}
        canonicalPath={canonicalPath}
        noIndex={noIndex}
      />
      <Stack space="large">
        <Stack as="header" space="small">
          <h1 className={styles.title}>{campaign.title}</h1>
          {campaign.subTitle ? <p className={styles.lead}>{campaign.subTitle}</p> : null}
        </Stack>
        {campaign.discountBanner.showDiscountBanner && campaign.discountBanner.bannerText ? <p className={styles.banner}>{campaign.discountBanner.bannerText}</p> : null}
        <Stack space="small">
          <p className={styles.price}>
            {formatRupees(campaign.totalAmount)}
            {strikeThrough !== null ? (
              <>
                {' '}
                <span className={styles.visuallyHidden}>instead of</span> <s className={styles.strike}>{formatRupees(strikeThrough)}</s>
              </>
            ) : null}
          </p>
          {campaign.discountAmount > 0 ? <p className={styles.muted}>You save {formatRupees(campaign.discountAmount)}</p> : null}
        </Stack>
        <div>
          <button type="button" className={styles.cta} style={ctaColours} onClick={join} disabled={going} aria-busy={going}>
            {ctaText}
          </button>
        </div>
        {trialShown ? (
          <Stack space="small">
            <p className={styles.muted}>Not sure yet? Try every benefit free first.</p>
            <div>
              <Button variant="secondary" onClick={startTrial}>
                START FREE TRIAL
              </Button>
            </div>
          </Stack>
        ) : null}
        {offers.paymentOffers.length > 0 ? (
          <section aria-labelledby="campaign-offers">
            <Stack space="standard">
              <h2 id="campaign-offers" className={styles.heading}>
                {offers.widgetHeader}
              </h2>
              <Stack as="ul" space="small">
                {offers.paymentOffers.map((offer) => (
                  <li key={offer.id} className={styles.offer}>
                    <strong>{offer.title}</strong>
                    <p className={styles.muted}>{offer.description}</p>
                  </li>
                ))}
              </Stack>
            </Stack>
          </section>
        ) : null}
        {showFooter && campaign.footer ? (
          <footer className={styles.footer} aria-labelledby="campaign-footer">
            <Stack space="small">
              <h2 id="campaign-footer" className={styles.heading}>
                {campaign.footer.heading}
              </h2>
              <ul>
                {campaign.footer.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </Stack>
          </footer>
        ) : null}
      </Stack>
    </div>
  );
}
