import { exclusiveStates, type ExclusiveState, type HomeData } from '@rewards/api-contract';
import { Dialog, Stack } from '@rewards/design-system';
import { useT, type Translate } from '@rewards/i18n';
import { Link } from 'react-router-dom';
import { offersCatalogue } from '../i18n/catalogue';
import * as styles from './Exclusives.css';
import { defaultStateTag } from './stateTag';

/** The exclusives' Know more panel is the spec's `tpx_know_more` slide-in: opening it closes any other overlay. */
export const TPX_KNOW_MORE_OVERLAY = 'tpx_know_more';

/** What the panel says of each card state (`t`, the offers catalogue's). */
function stateText(t: Translate, state: ExclusiveState): string {
  if (state === 'upcoming') return t('knowMore.upcoming');
  if (state === 'live') return t('knowMore.live');
  return t('knowMore.expired');
}

export interface KnowMorePanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The home data's `exclusiveData`: the picture, the header and the sub-header. */
  knowMore: HomeData['exclusiveData'];
  /** The exclusive offers list on this site. */
  seeAllHref: string;
  /** Called when the member follows 'See all exclusives' (the owner closes the panel). */
  onSeeAll?: () => void;
}

/**
 * `tpx_know_more`: what TP Exclusives are. The picture, header and sub-header come from the home
 * data (`tpExclusiveKnowMoreImage`, `headerKnowMore`, `subHeaderKnowMore`); the three card states
 * are explained under them, and 'See all exclusives' leads to the list.
 */
export function KnowMorePanel({ open, onOpenChange, knowMore, seeAllHref, onSeeAll }: KnowMorePanelProps) {
  const t = useT(offersCatalogue);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={knowMore.headerKnowMore} description={knowMore.subHeaderKnowMore}>
      <Stack space="standard">
        <span className={styles.panelMedia}>
          <img className={styles.image} src={knowMore.tpExclusiveKnowMoreImage} alt="" width={320} height={180} />
        </span>
        <h3 className={styles.panelHeading}>{t('knowMore.heading')}</h3>
        <Stack as="dl" space="small">
          {/* the card states, in the order a card goes through them */}
          {exclusiveStates.map((state) => (
            <div key={state} className={styles.panelState}>
              <dt className={styles.panelStateTag}>{defaultStateTag(t, state)}</dt>
              <dd className={styles.panelStateText}>{stateText(t, state)}</dd>
            </div>
          ))}
        </Stack>
        <Link className={styles.seeAll} to={seeAllHref} onClick={onSeeAll}>
          {t('knowMore.seeAll')}
        </Link>
      </Stack>
    </Dialog>
  );
}
