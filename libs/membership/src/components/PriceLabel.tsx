import type { PriceDisplay } from '../rules/price';
import * as styles from './PriceLabel.css';

/** 'PAY ₹999' and the struck-out list price; read aloud as 'PAY ₹999 instead of ₹1,199'. */
export function PriceLabel({ display }: { display: PriceDisplay }) {
  return (
    <>
      {display.label}
      {display.strikethrough ? (
        <>
          {' '}
          <span className={styles.visuallyHidden}>instead of</span>{' '}
          <s className={styles.strike}>{display.strikethrough}</s>
        </>
      ) : null}
    </>
  );
}
