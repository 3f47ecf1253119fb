// A preload that moves this process's wall clock by TEST_CLOCK_SHIFT_DAYS (for example 400), so a
// suite can be run "a year from now": `NODE_OPTIONS=--import=./tools/clock-shift.mjs`. `npm test`
// runs the API suite and the date-sensitive unit tests this way too, so a test that compares a fixed
// date with the real clock (a date bomb) fails on the day it is written, not months later.
//
// Only the wall clock moves (`Date.now()`, `new Date()`, `Date()`); dates built from arguments,
// timers and `performance.now()` are untouched, and PGlite (whose clock is JavaScript's) moves with
// it. Every Date is still a real Date: same prototype, `instanceof` and subclassing keep working.
const days = Number(process.env.TEST_CLOCK_SHIFT_DAYS ?? 0);
if (!Number.isFinite(days)) throw new Error(`TEST_CLOCK_SHIFT_DAYS must be a number of days, not "${process.env.TEST_CLOCK_SHIFT_DAYS}"`);

if (days !== 0 && !globalThis.__clockShiftMs) {
  const shiftMs = Math.round(days * 86_400_000);
  const RealDate = globalThis.Date;
  const realNow = RealDate.now.bind(RealDate);
  function ShiftedDate(...args) {
    if (!new.target) return new RealDate(realNow() + shiftMs).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [realNow() + shiftMs] : args, new.target);
  }
  Object.setPrototypeOf(ShiftedDate, RealDate);
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = () => realNow() + shiftMs;
  ShiftedDate.parse = RealDate.parse;
  ShiftedDate.UTC = RealDate.UTC;
  Object.defineProperty(ShiftedDate, 'name', { value: 'Date' });
  globalThis.Date = ShiftedDate;
  globalThis.__clockShiftMs = shiftMs;
}
