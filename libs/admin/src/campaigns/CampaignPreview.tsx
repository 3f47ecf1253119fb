// The campaign as members will see it: the member site's own campaign view (@rewards/membership's
// CampaignView, the presentational part of its campaign page) in the core site's theme, fed with the
// API's priced preview of the saved draft and the values being typed.
import { themeClass } from '@rewards/design-system/theme-core';
import { useT } from '@rewards/i18n';
import { CampaignView } from '@rewards/membership/campaignView';
import { campaignsCatalogue } from './i18n/catalogue';
import { pricingChanged, previewOf, type CampaignContent, type CampaignForm, type PublicCampaign } from './form';
import * as styles from './campaigns.css';

export interface CampaignPreviewProps {
  /** The API's preview of the saved draft (null before the first save, or while its plan is unknown). */
  priced: PublicCampaign | null;
  saved: CampaignContent | null;
  form: CampaignForm;
}

export function CampaignPreview({ priced, saved, form }: CampaignPreviewProps) {
  const t = useT(campaignsCatalogue);
  const campaign = previewOf(priced, form);
  return (
    <section className={styles.preview} aria-labelledby="campaign-preview-heading">
      <h2 id="campaign-preview-heading" className={styles.subheading}>
        {t('campaigns.preview.heading')}
      </h2>
      {campaign ? (
        <>
          <p className={styles.muted}>{t('campaigns.preview.asSeen', { name: form.name || t('campaigns.preview.namePlaceholder') })}</p>
          {saved && pricingChanged(saved, form) ? <p className={styles.muted}>{t('campaigns.preview.priceFollows')}</p> : null}
          <div className={`${themeClass} ${styles.previewFrame}`}>
            <CampaignView campaign={campaign} headingLevel={3} showFreeTrial={form.showFreeTrial} showFooter />
          </div>
        </>
      ) : (
        <p className={styles.muted}>{saved ? t('campaigns.preview.needsPlan') : t('campaigns.preview.afterSave')}</p>
      )}
    </section>
  );
}
