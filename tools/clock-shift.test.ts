// The date guard's clock (clock-shift.mjs): what it moves and what it leaves alone.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const preload = path.join(import.meta.dirname, 'clock-shift.mjs');
const DAY_MS = 86_400_000;

function runShifted(days: string, code: string): string {
  return execFileSync(process.execPath, ['--import', preload, '--input-type=module', '-e', code], { env: { ...process.env, NODE_OPTIONS: '', TEST_CLOCK_SHIFT_DAYS: days }, encoding: 'utf8', stdio: 'pipe' }).trim();
}

describe('the shifted clock', () => {
  it('moves Date.now(), new Date() and Date() by the days asked, and nothing built from arguments', () => {
    const out = JSON.parse(
      runShifted(
        '400',
        `const real = performance.timeOrigin + performance.now();
         class Later extends Date {}
         console.log(JSON.stringify({
           now: Date.now() - real, constructed: new Date().getTime() - real, called: Date.parse(Date()) - real,
           epoch: new Date(0).toISOString(), parsed: new Date('2026-11-20T10:00:00Z').toISOString(),
           isDate: new Date() instanceof Date && structuredClone(new Date()) instanceof Date, subclass: new Later() instanceof Later,
         }));`,
      ),
    ) as Record<string, number | string | boolean>;
    for (const key of ['now', 'constructed'] as const) expect(Math.abs(Number(out[key]) - 400 * DAY_MS)).toBeLessThan(5_000);
    expect(Math.abs(Number(out.called) - 400 * DAY_MS)).toBeLessThan(5_000);
    expect(out).toMatchObject({ epoch: '1970-01-01T00:00:00.000Z', parsed: '2026-11-20T10:00:00.000Z', isDate: true, subclass: true });
  });

  it('refuses a shift that is not a number of days', () => {
    expect(() => runShifted('soon', 'console.log(1)')).toThrow(/TEST_CLOCK_SHIFT_DAYS must be a number of days/);
  });

  it('is in place when this run asks for it (the date guard of npm test really runs shifted)', () => {
    const days = Number(process.env.TEST_CLOCK_SHIFT_DAYS ?? 0);
    const real = performance.timeOrigin + performance.now();
    expect(Math.abs(Date.now() - real - days * DAY_MS)).toBeLessThan(5_000);
  });
});
