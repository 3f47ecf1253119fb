const SECOND = 1000;
const pad = (value: number) => String(value).padStart(2, '0');

/** Time left as 'hh:mm:ss', with whole days in front ('2d 03:04:05'); never below zero. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / SECOND));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** The same time left in words, for screen readers ('2 days 3 hours 4 minutes'). */
export function describeCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / SECOND));
  const parts: [number, string][] = [
    [Math.floor(total / 86_400), 'day'],
    [Math.floor((total % 86_400) / 3_600), 'hour'],
    [Math.floor((total % 3_600) / 60), 'minute'],
  ];
  const words = parts.filter(([value]) => value > 0).map(([value, unit]) => `${value} ${unit}${value === 1 ? '' : 's'}`);
  if (words.length === 0) return `${total % 60} second${total % 60 === 1 ? '' : 's'}`;
  return words.join(' ');
}
