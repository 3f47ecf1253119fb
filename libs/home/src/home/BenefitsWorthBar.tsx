import { usePrefersReducedMotion } from '@rewards/design-system';
import { formatWholeRupees } from '@rewards/api-contract';
import { useT, type Translate } from '@rewards/i18n';
import { homeCatalogue } from '../i18n/catalogue';
import { CORE_OFFERS_ID } from './CoreOffers';
import * as styles from './Home.css';

export interface BenefitsWorthBarProps {
  /** Rupees (`home.benefitsWorth`). */
  amount: number;
}

/** The text of the mobile bar, in the page's language (`t`, the home catalogue's). */
export function benefitsWorthText(t: Translate, amount: number): string {
  // ₹ with Indian grouping reads the same in hi-IN; the formatter without Intl keeps the first screen fast
  return t('benefitsWorth.text', { amount: formatWholeRupees(amount) });
}

/**
 * Phones only: a bar stuck to the bottom of the screen while the home scrolls (a direct child of the
 * page's grid, position sticky), reading 'Benefits Worth: ₹{amount}'; it takes the visitor to the core offers.
 */
export function BenefitsWorthBar({ amount }: BenefitsWorthBarProps) {
  const reducedMotion = usePrefersReducedMotion();
  const t = useT(homeCatalogue);
  return (
    <div className={styles.worthBar}>
      <button
        type="button"
        className={styles.worthButton}
        onClick={() => {
          const target = document.getElementById(CORE_OFFERS_ID);
          if (!target) return;
          target.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
          // Keyboard and screen-reader users land where the page moved to.
          target.setAttribute('tabindex', '-1');
          target.focus({ preventScroll: true });
        }}
      >
        {benefitsWorthText(t, amount)}
      </button>
    </div>
  );
}
