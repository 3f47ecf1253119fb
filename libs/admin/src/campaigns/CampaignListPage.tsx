// The campaign pages: each with its state in words and a link to edit it, and 'New campaign'.
import { ScrollTable } from '@rewards/design-system';
import { Link } from 'react-router-dom';
import { staffErrorMessage } from '../shell/staffErrors';
import { usePageTitle } from '../shell/usePageTitle';
import { useCampaignList } from './api';
import { STATUS_LABELS } from './form';
import * as styles from './campaigns.css';

const when = (iso: string | null) => (iso ? new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '—');

export function CampaignListPage() {
  usePageTitle('Campaigns');
  const list = useCampaignList();
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.heading}>Campaigns</h1>
        <Link to="new" className={styles.buttonLink}>
          New campaign
        </Link>
      </div>
      <p className={styles.muted}>Campaign pages open at /campaigns/&lt;name&gt; on the member sites once published. Edits stay in the draft until published again.</p>
      {list.isPending ? <p role="status">Loading the campaigns…</p> : null}
      {list.isError ? (
        <p role="alert" className={styles.alert}>
          {staffErrorMessage(list.error)}
        </p>
      ) : null}
      {list.data && list.data.length === 0 ? <p>There are no campaigns yet. Start one with New campaign.</p> : null}
      {list.data && list.data.length > 0 ? (
        <ScrollTable caption="Campaign pages, latest edits first">
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                Campaign
              </th>
              <th scope="col" className={styles.nowrap}>
                Status
              </th>
              <th scope="col" className={styles.nowrap}>
                Runs
              </th>
              <th scope="col" className={styles.nowrap}>
                Last saved
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
                <td className={styles.nowrap}>{STATUS_LABELS[campaign.status]}</td>
                <td className={styles.nowrap}>
                  {when(campaign.startsAt)} to {when(campaign.endsAt)}
                </td>
                <td className={styles.nowrap}>{campaign.updatedAt ? `${when(campaign.updatedAt)}${campaign.updatedBy ? ` by ${campaign.updatedBy}` : ''}` : 'Not edited here'}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : null}
    </div>
  );
}
