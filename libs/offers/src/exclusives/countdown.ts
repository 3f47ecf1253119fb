import type { Translate } from '@rewards/i18n';

const SECOND = 1000;
const pad = (value: number) => String(value).padStart(2, '0');

// `t` is the offers catalogue's (useT(offersCatalogue), or useCountdownText in a component).

/** Time left as 'hh:mm:ss', with whole days in front ('2d 03:04:05'; Hindi '2 दिन 03:04:05'); never below zero. */
export function formatCountdown(t: Translate, ms: number): string {
  const total = Math.max(0, Math.ceil(ms / SECOND));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? t('countdown.clockWithDays', { days, clock }) : clock;
}

/** The same time left in words, for screen readers ('2 days 3 hours 4 minutes'). */
export function describeCountdown(t: Translate, ms: number): string {
  const total = Math.max(0, Math.ceil(ms / SECOND));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const words = [
    days > 0 ? t('countdown.days', { count: days }) : null,
    hours > 0 ? t('countdown.hours', { count: hours }) : null,
    minutes > 0 ? t('countdown.minutes', { count: minutes }) : null,
  ].filter((word) => word !== null);
  if (words.length === 0) return t('countdown.seconds', { count: total % 60 });
  return words.join(' ');
}

/** 'Starts in 2d 03:04:05' as shown, and in words for its accessible name. */
export function startsIn(t: Translate, ms: number): { text: string; label: string } {
  return { text: t('countdown.startsIn', { time: formatCountdown(t, ms) }), label: t('countdown.startsIn', { time: describeCountdown(t, ms) }) };
}

/** 'Ends in 02:05:00' as shown, and in words for its accessible name. */
export function endsIn(t: Translate, ms: number): { text: string; label: string } {
  return { text: t('countdown.endsIn', { time: formatCountdown(t, ms) }), label: t('countdown.endsIn', { time: describeCountdown(t, ms) }) };
}
