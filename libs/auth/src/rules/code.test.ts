import { describe, expect, it } from 'vitest';
import { normaliseCode, type CodeKind } from './code';

describe('normaliseCode', () => {
  it.each<[string, string, CodeKind | undefined, string]>([
    ['uppercases', 'welcome50', undefined, 'WELCOME50'],
    ['trims', '  GIFT100 ', undefined, 'GIFT100'],
    ['keeps inner symbols of a gift code', ' gc-2026-x ', 'gift', 'GC-2026-X'],
    ['keeps inner symbols when the kind is unknown', 'save 20', 'unknown', 'SAVE 20'],
    ['drops non-alphanumerics from a referral code', ' ref-asha_12 ', 'referral', 'REFASHA12'],
    ['drops spaces and emoji from a referral code', 'asha 12 🎉', 'referral', 'ASHA12'],
    ['empty stays empty', '   ', undefined, ''],
  ])('%s', (_name, raw, kind, expected) => {
    expect(normaliseCode(raw, kind)).toBe(expected);
  });
});
