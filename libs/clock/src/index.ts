export { clockStartingAt, ClockProvider, fixedClock, systemClock, useClock } from './clock';
export type { Clock } from './clock';
