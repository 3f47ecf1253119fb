import { onFirstUse, type FlashSale } from '@rewards/api-contract';
import { Button, Stack } from '@rewards/design-system';
import { describeCountdown, formatCountdown } from '@rewards/offers/exclusives/countdown';
import { useNow } from '@rewards/offers/exclusives/useNow';
import * as styles from './FlashSaleCta.css';
import type { FlashSaleTone } from './FlashSaleCta.css';
import { flashSaleActs, flashSaleCountdownTarget, flashSaleState, flashSaleTimes, nextFlashSaleChange, type FlashSaleState } from './flashSaleState';

export interface FlashSaleCtaProps {
  /** The offer's sale (`OfferState.flashSale`); null renders nothing. */
  flashSale: FlashSale | null;
  /** The button while the sale sells (ACTIVE, ACTIVE_INVENTORY, ABOUT_TO_EXPIRE): the offer's CTA action. */
  onAct: () => void;
  /** That button's label (the offer's CTA label); 'BOOK NOW' without one. */
  actLabel?: string;
  /** The action is under way: the button says so and ignores clicks (it keeps focus). */
  pending?: boolean;
}

const when = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }));
const formatWhen = (time: number | undefined) => (time === undefined ? undefined : when().format(time));

interface StateCopy {
  tone: FlashSaleTone;
  headline: string;
  helper?: string | undefined;
  /** The disabled button's label in the states that do not sell. */
  button?: string;
}

function copyFor(state: FlashSaleState, flashSale: FlashSale): StateCopy {
  const { start, end } = flashSaleTimes(flashSale);
  const left = flashSale.inventoryLeft;
  const error = flashSale.errorMessage?.trim();
  switch (state) {
    case 'COMING_SOON':
      return { tone: 'upcoming', headline: 'Coming soon', helper: start === undefined ? undefined : `Sale opens ${formatWhen(start)}`, button: 'COMING SOON' };
    case 'PRE_BUZZ':
      return { tone: 'upcoming', headline: 'Sale starts soon', helper: flashSale.totalInventory > 0 ? `${flashSale.totalInventory} available when it opens` : undefined, button: 'STARTS SOON' };
    case 'ACTIVE':
      return { tone: 'live', headline: 'Sale is live', helper: [`${left} of ${flashSale.totalInventory} left`, end === undefined ? undefined : `ends ${formatWhen(end)}`].filter(Boolean).join(' · ') };
    case 'ACTIVE_INVENTORY':
      return { tone: 'urgent', headline: `Only ${left} left`, helper: 'Selling fast: book before it sells out.' };
    case 'ABOUT_TO_EXPIRE':
      return { tone: 'urgent', headline: 'Ending soon', helper: `${left} left` };
    case 'OUT_OF_STOCK':
      return { tone: 'over', headline: 'Sold out', helper: 'Everything on sale has been booked.', button: 'SOLD OUT' };
    case 'OUT_OF_STOCK_WITH_ERROR':
      return { tone: 'error', headline: 'Sold out before your booking went through', helper: error, button: 'SOLD OUT' };
    case 'EXPIRED':
      return { tone: 'over', headline: 'Sale ended', helper: end === undefined ? undefined : `Ended ${formatWhen(end)}`, button: 'SALE ENDED' };
    case 'EXPIRED_WITH_ERROR':
      return { tone: 'error', headline: 'The sale ended before your booking went through', helper: error, button: 'SALE ENDED' };
  }
}

/**
 * The call to action of an exclusive event sold in limited numbers. Each state has its own
 * headline, tone and helper text; PRE_BUZZ and ABOUT_TO_EXPIRE count down every second, and the
 * state moves on by itself when a boundary passes. The headline is a polite live region, so a
 * screen reader hears the state change ('Sale is live', 'Ending soon') but not every second: the
 * countdown is a timer, which is not announced as it ticks.
 */
export function FlashSaleCta({ flashSale, onAct, actLabel = 'BOOK NOW', pending = false }: FlashSaleCtaProps) {
  // A countdown on screen ticks every second; otherwise the clock only wakes at the next boundary.
  const now = useNow({
    active: flashSale !== null,
    until: (time) => nextFlashSaleChange(flashSale, time),
    everySecond: (time) => flashSale !== null && flashSaleCountdownTarget(flashSale, flashSaleState(flashSale, time)) !== undefined,
  });
  if (flashSale === null) return null;

  const state = flashSaleState(flashSale, now);
  const copy = copyFor(state, flashSale);
  const countdown = flashSaleCountdownTarget(flashSale, state);
  const acts = flashSaleActs(state);

  return (
    <div className={`${styles.root} ${styles.tone[copy.tone]}`} data-state={state}>
      <Stack space="small">
        <p role="status" className={`${styles.headline} ${styles.headlineTone[copy.tone]}`}>
          {copy.headline}
        </p>
        {countdown && (
          <p className={styles.countdown}>
            {/* The server rendered a moment earlier: the browser's clock takes over at the next tick. */}
            <span role="timer" aria-label={`${countdown.prefix} ${describeCountdown(countdown.target - now)}`} suppressHydrationWarning>
              {`${countdown.prefix} ${formatCountdown(countdown.target - now)}`}
            </span>
          </p>
        )}
        {copy.helper && <p className={`${styles.helper} ${copy.tone === 'error' ? styles.helperError : ''}`}>{copy.helper}</p>}
        {acts ? (
          <Button variant="primary" fullWidth aria-busy={pending || undefined} aria-disabled={pending || undefined} onClick={pending ? undefined : onAct}>
            {pending ? 'PLEASE WAIT' : actLabel}
          </Button>
        ) : (
          <Button variant="secondary" fullWidth disabled>
            {copy.button}
          </Button>
        )}
      </Stack>
    </div>
  );
}
