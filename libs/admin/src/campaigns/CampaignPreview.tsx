// The campaign as members will see it: the member site's own campaign view (@rewards/membership's
// CampaignView, the presentational part of its campaign page) in the core site's theme, fed with the
// API's priced preview of the saved draft and the values being typed.
import { themeClass } from '@rewards/design-system/theme-core';
import { CampaignView } from '@rewards/membership/campaignView';
import { pricingChanged, previewOf, type CampaignContent, type CampaignForm, type PublicCampaign } from './form';
import * as styles from './campaigns.css';

export interface CampaignPreviewProps {
  /** The API's preview of the saved draft (null before the first save, or while its plan is unknown). */
  priced: PublicCampaign | null;
  saved: CampaignContent | null;
  form: CampaignForm;
}

export function CampaignPreview({ priced, saved, form }: CampaignPreviewProps) {
  const campaign = previewOf(priced, form);
  return (
    <section className={styles.preview} aria-labelledby="campaign-preview-heading">
      <h2 id="campaign-preview-heading" className={styles.subheading}>
        Preview
      </h2>
      {campaign ? (
        <>
          <p className={styles.muted}>
            As a visitor sees /campaigns/{form.name || 'name'}; the footer shows on /new-campaign, /businessCampaign and /mktcampaign. Buttons do nothing here.
          </p>
          {saved && pricingChanged(saved, form) ? <p className={styles.muted}>The price follows the saved plan and code: save the draft to see the new price.</p> : null}
          <div className={`${themeClass} ${styles.previewFrame}`}>
            <CampaignView campaign={campaign} headingLevel={3} showFreeTrial={form.showFreeTrial} showFooter />
          </div>
        </>
      ) : (
        <p className={styles.muted}>
          {saved ? 'The preview needs a plan that exists and both button colours as #rrggbb: correct them and save the draft.' : 'The preview appears once the draft is saved: the price comes from the plan and code it names.'}
        </p>
      )}
    </section>
  );
}
