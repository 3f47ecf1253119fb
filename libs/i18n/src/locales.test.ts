import { describe, expect, it } from 'vitest';
import { languageCookie, languageTag, negotiateLocale } from './locales';

describe('the language of a request', () => {
  it("is the member's choice first", () => {
    expect(negotiateLocale({ cookie: 'a=1; rp_lang=hi', acceptLanguage: 'en-GB,en;q=0.9' })).toBe('hi');
    expect(negotiateLocale({ cookie: 'rp_lang=en', acceptLanguage: 'hi-IN' })).toBe('en');
  });

  it("else the browser's best language the sites speak, else English", () => {
    expect(negotiateLocale({ acceptLanguage: 'hi-IN,hi;q=0.9,en-US;q=0.8' })).toBe('hi');
    expect(negotiateLocale({ acceptLanguage: 'ta-IN,hi;q=0.8,en;q=0.5' })).toBe('hi');
    expect(negotiateLocale({ acceptLanguage: 'en;q=0.4,hi;q=0.9' })).toBe('hi');
    expect(negotiateLocale({ acceptLanguage: 'en-GB,hi;q=0.2' })).toBe('en');
    expect(negotiateLocale({ acceptLanguage: 'fr-FR,de;q=0.9' })).toBe('en');
    expect(negotiateLocale({ acceptLanguage: 'hi;q=0' })).toBe('en');
    expect(negotiateLocale({})).toBe('en');
  });

  it('ignores a cookie that names no language of ours', () => {
    expect(negotiateLocale({ cookie: 'rp_lang=fr', acceptLanguage: 'hi' })).toBe('hi');
  });

  it('names the languages as pages and Intl do, and keeps the choice for a year', () => {
    expect(languageTag('hi')).toBe('hi-IN');
    expect(languageTag('en')).toBe('en-IN');
    expect(languageCookie('hi', { secure: true })).toBe('rp_lang=hi; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(languageCookie('en', { secure: false })).not.toContain('Secure');
  });
});
