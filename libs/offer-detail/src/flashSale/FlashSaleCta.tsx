import type { FlashSale } from '@rewards/api-contract';
import { Button, Stack } from '@rewards/design-system';
import { languageTag, useLocale, useT, type Locale, type Translate } from '@rewards/i18n';
import { useCountdownText } from '@rewards/offers/exclusives/useCountdownText';
import { useNow } from '@rewards/offers/exclusives/useNow';
import { offerDetailCatalogue } from '../i18n/catalogue';
import * as styles from './FlashSaleCta.css';
import type { FlashSaleTone } from './FlashSaleCta.css';
import { flashSaleActs, flashSaleCountdownTarget, flashSaleState, flashSaleTimes, nextFlashSaleChange, type FlashSaleState } from './flashSaleState';

export interface FlashSaleCtaProps {
  /** The offer's sale (`OfferState.flashSale`); null renders nothing. */
  flashSale: FlashSale | null;
  /** The button while the sale sells (ACTIVE, ACTIVE_INVENTORY, ABOUT_TO_EXPIRE): the offer's CTA action. */
  onAct: () => void;
  /** That button's label (the offer's CTA label); 'BOOK NOW' (in the page's language) without one. */
  actLabel?: string;
  /** The action is under way: the button says so and ignores clicks (it keeps focus). */
  pending?: boolean;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** 'Wed, 25 Nov, 6:00 pm' (Hindi 'बुध, 25 नव॰, 6:00 pm') in India's time; one formatter per language, made on first use. */
function formatWhen(locale: Locale, time: number): string {
  const tag = locale === 'hi' ? languageTag('hi') : 'en-IN';
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
    formats.set(tag, format);
  }
  return format.format(time);
}

interface StateCopy {
  tone: FlashSaleTone;
  headline: string;
  helper?: string | undefined;
  /** The disabled button's label in the states that do not sell. */
  button?: string;
}

/** Each state's words in the page's language (`t`, the offer-detail catalogue's); the error is the server's. */
function copyFor(t: Translate, locale: Locale, state: FlashSaleState, flashSale: FlashSale): StateCopy {
  const { start, end } = flashSaleTimes(flashSale);
  const left = flashSale.inventoryLeft;
  const total = flashSale.totalInventory;
  const error = flashSale.errorMessage?.trim();
  switch (state) {
    case 'COMING_SOON':
      return {
        tone: 'upcoming',
        headline: t('flashSale.comingSoon'),
        helper: start === undefined ? undefined : t('flashSale.opens', { when: formatWhen(locale, start) }),
        button: t('flashSale.comingSoonButton'),
      };
    case 'PRE_BUZZ':
      return {
        tone: 'upcoming',
        headline: t('flashSale.startsSoon'),
        helper: total > 0 ? t('flashSale.available', { count: total }) : undefined,
        button: t('flashSale.startsSoonButton'),
      };
    case 'ACTIVE':
      return {
        tone: 'live',
        headline: t('flashSale.live'),
        helper: [t('flashSale.left', { left, total }), end === undefined ? undefined : t('flashSale.ends', { when: formatWhen(locale, end) })].filter(Boolean).join(' · '),
      };
    case 'ACTIVE_INVENTORY':
      return { tone: 'urgent', headline: t('flashSale.onlyLeft', { left }), helper: t('flashSale.sellingFast') };
    case 'ABOUT_TO_EXPIRE':
      return { tone: 'urgent', headline: t('flashSale.endingSoon'), helper: t('flashSale.fewLeft', { left }) };
    case 'OUT_OF_STOCK':
      return { tone: 'over', headline: t('flashSale.soldOut'), helper: t('flashSale.soldOutHelper'), button: t('flashSale.soldOutButton') };
    case 'OUT_OF_STOCK_WITH_ERROR':
      return { tone: 'error', headline: t('flashSale.soldOutError'), helper: error, button: t('flashSale.soldOutButton') };
    case 'EXPIRED':
      return {
        tone: 'over',
        headline: t('flashSale.ended'),
        helper: end === undefined ? undefined : t('flashSale.endedAt', { when: formatWhen(locale, end) }),
        button: t('flashSale.endedButton'),
      };
    case 'EXPIRED_WITH_ERROR':
      return { tone: 'error', headline: t('flashSale.endedError'), helper: error, button: t('flashSale.endedButton') };
  }
}

/**
 * The call to action of an exclusive event sold in limited numbers. Each state has its own
 * headline, tone and helper text; PRE_BUZZ and ABOUT_TO_EXPIRE count down every second, and the
 * state moves on by itself when a boundary passes. The headline is a polite live region, so a
 * screen reader hears the state change ('Sale is live', 'Ending soon') but not every second: the
 * countdown is a timer, which is not announced as it ticks.
 */
export function FlashSaleCta({ flashSale, onAct, actLabel, pending = false }: FlashSaleCtaProps) {
  const t = useT(offerDetailCatalogue);
  const locale = useLocale();
  const words = useCountdownText();
  // A countdown on screen ticks every second; otherwise the clock only wakes at the next boundary.
  const now = useNow({
    active: flashSale !== null,
    until: (time) => nextFlashSaleChange(flashSale, time),
    everySecond: (time) => flashSale !== null && flashSaleCountdownTarget(flashSale, flashSaleState(flashSale, time)) !== undefined,
  });
  if (flashSale === null) return null;

  const state = flashSaleState(flashSale, now);
  const copy = copyFor(t, locale, state, flashSale);
  const countdown = flashSaleCountdownTarget(flashSale, state);
  const timer = countdown ? (countdown.towards === 'start' ? words.startsIn : words.endsIn)(countdown.target - now) : undefined;
  const acts = flashSaleActs(state);

  return (
    <div className={`${styles.root} ${styles.tone[copy.tone]}`} data-state={state}>
      <Stack space="small">
        <p role="status" className={`${styles.headline} ${styles.headlineTone[copy.tone]}`}>
          {copy.headline}
        </p>
        {timer && (
          <p className={styles.countdown}>
            {/* The server rendered a moment earlier: the browser's clock takes over at the next tick. */}
            <span role="timer" aria-label={timer.label} suppressHydrationWarning>
              {timer.text}
            </span>
          </p>
        )}
        {copy.helper && <p className={`${styles.helper} ${copy.tone === 'error' ? styles.helperError : ''}`}>{copy.helper}</p>}
        {acts ? (
          <Button variant="primary" fullWidth aria-busy={pending || undefined} aria-disabled={pending || undefined} onClick={pending ? undefined : onAct}>
            {pending ? t('flashSale.wait') : (actLabel ?? t('flashSale.book'))}
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
