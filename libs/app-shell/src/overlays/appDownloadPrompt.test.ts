import { describe, expect, it } from 'vitest';
import {
  APP_DOWNLOAD_PROMPT_SNOOZE_MS,
  APP_DOWNLOAD_PROMPT_UNTIL_KEY,
  appDownloadPromptApplies,
  appDownloadPromptSnoozed,
  snoozeAppDownloadPrompt,
  type AppDownloadPromptInput,
} from './appDownloadPrompt';

const applies: AppDownloadPromptInput = {
  user: { primeProfile: 5, variantName: 'PRIME_ANNUAL' },
  viewportId: null,
  config: { variants: ['PRIME_ANNUAL', 'PRIME_QUARTERLY'] },
  phone: true,
  snoozed: false,
};

describe('appDownloadPromptApplies', () => {
  it.each<[string, Partial<AppDownloadPromptInput>, boolean]>([
    ['a paid member on a listed variant, on a phone, no viewport id', {}, true],
    ['the other listed variant', { user: { primeProfile: 5, variantName: 'PRIME_QUARTERLY' } }, true],
    ['an empty viewport id counts as none', { viewportId: '  ' }, true],
    ['a viewport id', { viewportId: '42' }, false],
    ['a trial member (primeProfile 1)', { user: { primeProfile: 1, variantName: 'PRIME_ANNUAL' } }, false],
    ['an expired member (primeProfile 2)', { user: { primeProfile: 2, variantName: 'PRIME_ANNUAL' } }, false],
    ['an unclaimed co-brand member (primeProfile 10)', { user: { primeProfile: 10, variantName: 'PRIME_ANNUAL' } }, false],
    ['a variant not in the list', { user: { primeProfile: 5, variantName: 'BCCL' } }, false],
    ['no variant', { user: { primeProfile: 5, variantName: null } }, false],
    ['variants are matched exactly', { user: { primeProfile: 5, variantName: 'prime_annual' } }, false],
    ['disabled', { config: { variants: ['PRIME_ANNUAL'], disabled: true } }, false],
    ['explicitly enabled', { config: { variants: ['PRIME_ANNUAL'], disabled: false } }, true],
    ['a site without the prompt', { config: undefined }, false],
    ['an empty list', { config: { variants: [] } }, false],
    ['a visitor', { user: undefined }, false],
    ['from 768 px', { phone: false }, false],
    ['shown on this device in the last 7 days', { snoozed: true }, false],
  ])('%s → %s', (_, change, expected) => {
    expect(appDownloadPromptApplies({ ...applies, ...change })).toBe(expected);
  });
});

/** A Storage over a Map: what the prompt writes and reads. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('the 7-day snooze', () => {
  const now = Date.UTC(2026, 10, 22, 12);

  it('showing the prompt keeps it off for exactly 7 days', () => {
    const storage = memoryStorage();
    expect(appDownloadPromptSnoozed(now, storage)).toBe(false);
    snoozeAppDownloadPrompt(now, storage);
    expect(storage.getItem(APP_DOWNLOAD_PROMPT_UNTIL_KEY)).toBe(String(now + APP_DOWNLOAD_PROMPT_SNOOZE_MS));
    expect(appDownloadPromptSnoozed(now + APP_DOWNLOAD_PROMPT_SNOOZE_MS - 1, storage)).toBe(true);
    expect(appDownloadPromptSnoozed(now + APP_DOWNLOAD_PROMPT_SNOOZE_MS, storage)).toBe(false);
  });

  it.each([
    ['nothing stored', undefined],
    ['a marker that is not a number', 'soon'],
    ['a marker in the past', String(now - 1)],
  ])('%s is not snoozed', (_, stored) => {
    expect(appDownloadPromptSnoozed(now, memoryStorage(stored === undefined ? {} : { [APP_DOWNLOAD_PROMPT_UNTIL_KEY]: stored }))).toBe(false);
  });

  it('without storage it is never snoozed, and snoozing does nothing', () => {
    expect(appDownloadPromptSnoozed(now, undefined)).toBe(false);
    expect(() => snoozeAppDownloadPrompt(now, undefined)).not.toThrow();
  });

  it('a storage that refuses writes does not break the page', () => {
    const refusing = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } } as Storage;
    expect(() => snoozeAppDownloadPrompt(now, refusing)).not.toThrow();
  });
});
