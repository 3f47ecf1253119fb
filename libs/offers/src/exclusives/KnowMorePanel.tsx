import { EXCLUSIVE_STATE_TAGS, type HomeData } from '@rewards/api-contract';
import { Dialog, Stack } from '@rewards/design-system';
import { Link } from 'react-router-dom';
import * as styles from './Exclusives.css';

/** The exclusives' Know more panel is the spec's `tpx_know_more` slide-in: opening it closes any other overlay. */
export const TPX_KNOW_MORE_OVERLAY = 'tpx_know_more';

/** The card states the panel explains, in the order a card goes through them. */
export const KNOW_MORE_STATES = [
  { tag: EXCLUSIVE_STATE_TAGS.upcoming, text: 'Coming up: the countdown shows when it starts.' },
  { tag: EXCLUSIVE_STATE_TAGS.live, text: 'On now: open it and book at the member price.' },
  { tag: EXCLUSIVE_STATE_TAGS.expired, text: 'Over: watch this space for the next one.' },
] as const;

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={knowMore.headerKnowMore} description={knowMore.subHeaderKnowMore}>
      <Stack space="standard">
        <span className={styles.panelMedia}>
          <img className={styles.image} src={knowMore.tpExclusiveKnowMoreImage} alt="" width={320} height={180} />
        </span>
        <h3 className={styles.panelHeading}>How exclusives work</h3>
        <Stack as="dl" space="small">
          {KNOW_MORE_STATES.map(({ tag, text }) => (
            <div key={tag} className={styles.panelState}>
              <dt className={styles.panelStateTag}>{tag}</dt>
              <dd className={styles.panelStateText}>{text}</dd>
            </div>
          ))}
        </Stack>
        <Link className={styles.seeAll} to={seeAllHref} onClick={onSeeAll}>
          See all exclusives
        </Link>
      </Stack>
    </Dialog>
  );
}
