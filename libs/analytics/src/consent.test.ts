// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_KEY, createConsentStore } from './consent';

afterEach(() => localStorage.clear());

describe('the consent store', () => {
  it('is unset until decided, and remembers the decision', () => {
    expect(createConsentStore().get()).toBe('unset');
    createConsentStore().set('granted');
    expect(localStorage.getItem(CONSENT_KEY)).toBe('granted');
    expect(createConsentStore().get()).toBe('granted');
  });

  it('tells the other stores of the page about a decision (the banner’s store and the marketing-profile sync’s)', () => {
    const banner = createConsentStore();
    const other = createConsentStore();
    const heard: string[] = [];
    const own: string[] = [];
    other.subscribe((consent) => heard.push(consent));
    banner.subscribe((consent) => own.push(consent));
    banner.set('granted');
    banner.set('denied');
    expect(heard).toEqual(['granted', 'denied']);
    expect(other.get()).toBe('denied');
    // The deciding store tells its own listeners once, not again through the page's event.
    expect(own).toEqual(['granted', 'denied']);
  });
});
