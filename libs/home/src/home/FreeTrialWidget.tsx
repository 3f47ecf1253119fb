import type { HomeData } from '@rewards/api-contract';
import { Columns, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { homeCatalogue } from '../i18n/catalogue';
import * as styles from './Home.css';
import { freeTrialGrid, withCount } from './homeRules';

export interface FreeTrialWidgetProps {
  widget: HomeData['freeTrialWidget'];
  /** Starts the free trial (visitors: sign-in for a trial). */
  onStart: () => void;
}

/** The free-trial widget: its texts with the offers count, a logo grid (9, or 8 and '+N MORE') and its button. */
export function FreeTrialWidget({ widget, onStart }: FreeTrialWidgetProps) {
  const t = useT(homeCatalogue);
  const count = widget.offersCount;
  const grid = freeTrialGrid(widget.offers, count);
  return (
    <section className={styles.freeTrial} aria-labelledby="free-trial-title">
      <Stack space="small" align="start">
        <h2 id="free-trial-title" className={styles.heading}>
          {withCount(widget.title, count)}
        </h2>
        <p className={styles.muted}>{withCount(widget.subTitle, count)}</p>
        <button type="button" className={styles.button} aria-haspopup="dialog" onClick={onStart}>
          {withCount(widget.ctaText, count)}
        </button>
      </Stack>
      {count > 0 && (
        <Columns as="ul" space="small" columns={3} aria-label={t('freeTrial.label')}>
          {grid.shown.map((offer) => (
            <li key={offer.id} className={styles.trialTile}>
              <img className={styles.trialLogo} src={offer.logoUrl} alt={offer.companyName} width={48} height={48} loading="lazy" />
            </li>
          ))}
          {grid.more > 0 && (
            <li className={styles.trialTile}>
              <span aria-hidden="true">{t('freeTrial.more', { count: grid.more })}</span>
              <span className={styles.visuallyHidden}>{t('freeTrial.moreLabel', { count: grid.more })}</span>
            </li>
          )}
        </Columns>
      )}
    </section>
  );
}
