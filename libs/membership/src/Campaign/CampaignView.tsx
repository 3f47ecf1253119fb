import type { Campaign } from '@rewards/api-contract';
import { Button, Stack } from '@rewards/design-system';
import { useLocale, useT } from '@rewards/i18n';
import { useId, type CSSProperties } from 'react';
import { PriceLabel } from '../components/PriceLabel';
import { membershipCatalogue } from '../i18n/catalogue';
import { formatRupees } from '../i18n/format';
import { fillTotalAmount } from '../rules/campaign';
import * as styles from './CampaignPage.css';

export interface CampaignViewProps {
  campaign: Campaign;
  /** The CTA's action (none in a preview). */
  onJoin?: () => void;
  /** The CTA was pressed and the page is on its way to payment. */
  joining?: boolean;
  /** Offer START FREE TRIAL beside the campaign. */
  showFreeTrial?: boolean;
  onStartTrial?: () => void;
  /** Show the campaign's own footer content under the page. */
  showFooter?: boolean;
  /** The title's level: 1 on the campaign's own page; deeper where the page has its own h1 (the console's preview). */
  headingLevel?: 1 | 2 | 3;
}

/**
 * What a campaign landing shows, from its data alone (no session, router or API): the title, the price
 * with the list price struck out and the discount, the CTA in the campaign's colours with
 * `#totalAmount` filled in, the discount banner, the payment offers under their header, the footer.
 * CampaignPage gives it the member's actions; the console's preview renders it as it is.
 */
export function CampaignView({ campaign, onJoin, joining = false, showFreeTrial = false, onStartTrial, showFooter = false, headingLevel = 1 }: CampaignViewProps) {
  const offersId = useId();
  const footerId = useId();
  const t = useT(membershipCatalogue);
  const locale = useLocale();
  const Title = `h${headingLevel}` as const;
  const Heading = `h${(headingLevel + 1) as 2 | 3 | 4}` as const;
  const ctaText = fillTotalAmount(campaign.campaignCta.text, campaign.campaignCta.totalAmount, locale);
  const strikeThrough = campaign.cta.strikeThrough;
  const offers = campaign.marketingPaymentOfferDetails;
  const ctaColours = { '--campaign-bg': campaign.campaignCta.bgColor, '--campaign-text': campaign.campaignCta.textColor } as CSSProperties;

  return (
    <div className={styles.page}>
      <Stack space="large">
        <Stack as="header" space="small">
          <Title className={styles.title}>{campaign.title}</Title>
          {campaign.subTitle ? <p className={styles.lead}>{campaign.subTitle}</p> : null}
        </Stack>
        {campaign.discountBanner.showDiscountBanner && campaign.discountBanner.bannerText ? <p className={styles.banner}>{campaign.discountBanner.bannerText}</p> : null}
        <Stack space="small">
          <p className={styles.price}>
            <PriceLabel
              display={{ label: formatRupees(locale, campaign.totalAmount), strikethrough: strikeThrough !== null ? formatRupees(locale, strikeThrough) : null }}
              strikeClassName={styles.strike}
            />
          </p>
          {campaign.discountAmount > 0 ? <p className={styles.muted}>{t('campaign.youSave', { amount: formatRupees(locale, campaign.discountAmount) })}</p> : null}
        </Stack>
        <div>
          <button type="button" className={styles.cta} style={ctaColours} onClick={onJoin} disabled={joining} aria-busy={joining}>
            {ctaText}
          </button>
        </div>
        {showFreeTrial ? (
          <Stack space="small">
            <p className={styles.muted}>{t('campaign.trialPrompt')}</p>
            <div>
              <Button variant="secondary" onClick={onStartTrial}>
                {t('trial.start')}
              </Button>
            </div>
          </Stack>
        ) : null}
        {offers.paymentOffers.length > 0 ? (
          <section aria-labelledby={offersId}>
            <Stack space="standard">
              <Heading id={offersId} className={styles.heading}>
                {offers.widgetHeader}
              </Heading>
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
          <footer className={styles.footer} aria-labelledby={footerId}>
            <Stack space="small">
              <Heading id={footerId} className={styles.heading}>
                {campaign.footer.heading}
              </Heading>
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
