import { useT } from '@rewards/i18n';
import { useMemo } from 'react';
import { offersCatalogue } from '../i18n/catalogue';
import { describeCountdown, endsIn, formatCountdown, startsIn } from './countdown';

/**
 * A countdown's words in the page's language, for the timers of other libraries (the digital event
 * page, the flash sale's CTA): the clock, the same time in words, and 'Starts in …' / 'Ends in …'
 * as shown and as their accessible names.
 */
export function useCountdownText() {
  const t = useT(offersCatalogue);
  return useMemo(
    () => ({
      clock: (ms: number) => formatCountdown(t, ms),
      words: (ms: number) => describeCountdown(t, ms),
      startsIn: (ms: number) => startsIn(t, ms),
      endsIn: (ms: number) => endsIn(t, ms),
    }),
    [t],
  );
}
