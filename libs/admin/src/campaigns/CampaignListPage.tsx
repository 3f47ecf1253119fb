// The campaign pages: each with its state in words and a link to edit it, and 'New campaign'.
import { ScrollTable } from '@rewards/design-system';
import { useLocale, useT, type Locale } from '@rewards/i18n';
import { Link } from 'react-router-dom';
import { dateTimeFormat } from '../i18n/format';
import { useSectionName } from '../sections';
import { useStaffErrorMessage } from '../shell/staffErrors';
import { usePageTitle } from '../shell/usePageTitle';
import { campaignsCatalogue } from './i18n/catalogue';
import { useCampaignList } from './api';
import { statusLabel } from './form';
import * as styles from './campaigns.css';

/** A moment in the staff member's own time ('20 Nov 2026, 3:30 pm'), or a dash for none. */
const when = (locale: Locale, iso: string | null) => (iso ? dateTimeFormat(locale, 'en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '—');

export function CampaignListPage() {
  const t = useT(campaignsCatalogue);
  const sectionName = useSectionName('campaigns');
  const staffErrorMessage = useStaffErrorMessage();
  const locale = useLocale();
  usePageTitle(sectionName);
  const list = useCampaignList();
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.heading}>{sectionName}</h1>
        <Link to="new" className={styles.buttonLink}>
          {t('campaigns.new')}
        </Link>
      </div>
      <p className={styles.muted}>{t('campaigns.list.intro')}</p>
      {list.isPending ? <p role="status">{t('campaigns.list.loading')}</p> : null}
      {list.isError ? (
        <p role="alert" className={styles.alert}>
          {staffErrorMessage(list.error)}
        </p>
      ) : null}
      {list.data && list.data.length === 0 ? <p>{t('campaigns.list.empty')}</p> : null}
      {list.data && list.data.length > 0 ? (
        <ScrollTable caption={t('campaigns.list.caption')}>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {t('campaigns.list.campaign')}
              </th>
              <th scope="col" className={styles.nowrap}>
                {t('campaigns.list.status')}
              </th>
              <th scope="col" className={styles.nowrap}>
                {t('campaigns.list.runs')}
              </th>
              <th scope="col" className={styles.nowrap}>
                {t('campaigns.list.lastSaved')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((campaign) => (
              <tr key={campaign.name}>
                <td className={styles.cell}>
                  <Link to={campaign.name} className={styles.link}>
                    {campaign.title || campaign.name}
                  </Link>
                  <p className={styles.muted}>/campaigns/{campaign.name}</p>
                </td>
                <td className={styles.nowrap}>{statusLabel(t, campaign.status)}</td>
                <td className={styles.nowrap}>{t('campaigns.list.runsFromTo', { start: when(locale, campaign.startsAt), end: when(locale, campaign.endsAt) })}</td>
                <td className={styles.nowrap}>
                  {campaign.updatedAt
                    ? campaign.updatedBy
                      ? t('campaigns.list.savedBy', { moment: when(locale, campaign.updatedAt), by: campaign.updatedBy })
                      : when(locale, campaign.updatedAt)
                    : t('campaigns.list.notEdited')}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : null}
    </div>
  );
}
