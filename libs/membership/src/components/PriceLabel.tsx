import { fillSlots, SLOTS, useT } from '@rewards/i18n';
import { membershipCatalogue } from '../i18n/catalogue';
import type { PriceDisplay } from '../rules/price';
import * as styles from './PriceLabel.css';

/**
 * 'PAY ₹999' and the struck-out list price; read aloud as 'PAY ₹999 instead of ₹1,199' (in Hindi
 * the list price comes first: '₹1,199 की जगह ₹999 पे करें').
 */
export function PriceLabel({ display, strikeClassName = styles.strike }: { display: Pick<PriceDisplay, 'label' | 'strikethrough'>; strikeClassName?: string }) {
  const t = useT(membershipCatalogue);
  if (!display.strikethrough) return <>{display.label}</>;
  return (
    <>
      {fillSlots(
        t('price.struck', { price: display.label, insteadOf: SLOTS[0], listPrice: SLOTS[1] }),
        <span className={styles.visuallyHidden}>{t('price.insteadOf')}</span>,
        <s className={strikeClassName}>{display.strikethrough}</s>,
      )}
    </>
  );
}
