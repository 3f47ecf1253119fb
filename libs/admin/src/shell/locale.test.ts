import { describe, expect, it } from 'vitest';
import { languageParam } from '@rewards/i18n';
import { acceptLanguage, consoleLocale } from './locale';

const sources = (overrides: Partial<Parameters<typeof consoleLocale>[0]> = {}) => ({ url: 'http://admin.localhost/members', cookie: '', languages: ['en-GB', 'en'], ...overrides });

describe("the console's language", () => {
  it('is the address’s ?lang= first, then the staff member’s choice, then the browser’s languages, else English', () => {
    expect(consoleLocale(sources({ url: 'http://admin.localhost/members?lang=hi', cookie: 'rp_lang=en' }))).toBe('hi');
    expect(consoleLocale(sources({ cookie: 'rp_staff_csrf=x; rp_lang=hi' }))).toBe('hi');
    expect(consoleLocale(sources({ languages: ['hi-IN', 'en-IN'] }))).toBe('hi');
    expect(consoleLocale(sources({ languages: ['ta-IN', 'hi'] }))).toBe('hi');
    expect(consoleLocale(sources())).toBe('en');
    expect(consoleLocale(sources({ languages: [] }))).toBe('en');
  });

  it('takes only a language the console speaks from the address', () => {
    expect(languageParam('http://admin.localhost/?lang=hi')).toBe('hi');
    expect(languageParam('http://admin.localhost/?lang=fr')).toBeUndefined();
    expect(consoleLocale(sources({ url: 'http://admin.localhost/?lang=fr', cookie: 'rp_lang=hi' }))).toBe('hi');
  });

  it('asks the API for the same language, by its tag', () => {
    expect(acceptLanguage('hi')).toBe('hi-IN');
    expect(acceptLanguage('en')).toBe('en-IN');
    expect(acceptLanguage('en-XA')).toBe('en-XA');
  });
});
