import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_WINDOW_MS, attributionParams, decodeRecord, encodeRecord, recordTouch, SEARCH_ENGINES, touchOf, type Touch } from './rules';

const site = { ownHost: 'rewards.example:4200', ownHostCounts: false };

function landing(search: string, referrer = '', ownHostCounts = false) {
  return touchOf({ ...site, search, referrer, ownHostCounts });
}

describe('touchOf (spec §9 attribution)', () => {
  it('takes a campaign link: source, medium, campaign and content, missing values DIRECT', () => {
    expect(landing('?utm_source=newsletter&utm_medium=email&utm_campaign=diwali&utm_content=hero')).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'diwali',
      content: 'hero',
    });
    expect(landing('?utm_source=partner')).toEqual({ source: 'partner', medium: 'DIRECT', campaign: 'DIRECT', content: null });
  });

  it('a campaign link wins over the referrer', () => {
    expect(landing('?utm_source=ads', 'https://www.google.com/')?.source).toBe('ads');
  });

  it.each(SEARCH_ENGINES.map((engine) => [engine.name, `https://www.${engine.label}.com/search?q=rewards`]))(
    'a %s referrer is ORGANIC with the engine as medium',
    (name, referrer) => {
      expect(landing('', referrer)).toEqual({ source: 'ORGANIC', medium: name, campaign: 'DIRECT', content: null });
    },
  );

  it('matches engines on country domains and sub-domains', () => {
    expect(landing('', 'https://www.google.co.in/')?.medium).toBe('Google');
    expect(landing('', 'https://in.search.yahoo.com/')?.medium).toBe('Yahoo');
    expect(landing('', 'https://duckduckgo.com/')?.medium).toBe('DuckDuckGo');
  });

  it('does not take a host that merely contains an engine name', () => {
    expect(landing('', 'https://notgoogle.example/')).toEqual({ source: 'OTHERS', medium: 'notgoogle.example', campaign: 'DIRECT', content: null });
  });

  it('ignores payment, login and news referrers, even on an engine host', () => {
    expect(landing('', 'https://api.razorpay.com/v1/checkout')).toBeNull();
    expect(landing('', 'https://accounts.google.com/o/oauth2')).toBeNull();
    expect(landing('', 'https://news.google.com/')).toBeNull();
    expect(landing('', 'https://timesofindia.indiatimes.com/article')).toBeNull();
  });

  it('any other referrer is OTHERS with the referring host as medium', () => {
    expect(landing('', 'https://t.co/abc')).toEqual({ source: 'OTHERS', medium: 't.co', campaign: 'DIRECT', content: null });
  });

  it('no referrer and no campaign makes no touch', () => {
    expect(landing('')).toBeNull();
    expect(landing('?promo=WELCOME')).toBeNull();
    expect(landing('', 'not a url')).toBeNull();
  });

  it('the own host counts (ORGANIC, host as medium) only for a visitor with nothing recorded', () => {
    expect(landing('', 'http://rewards.example:4200/blog', true)).toEqual({ source: 'ORGANIC', medium: 'rewards.example', campaign: 'DIRECT', content: null });
    expect(landing('', 'http://rewards.example:4200/blog', false)).toBeNull();
  });

  it('takes `content` as the campaign content where `utm_content` is absent', () => {
    expect(landing('?utm_source=newsletter&content=hero')).toEqual({ source: 'newsletter', medium: 'DIRECT', campaign: 'DIRECT', content: 'hero' });
    expect(landing('?utm_source=newsletter&utm_content=banner&content=hero')?.content).toBe('banner');
    expect(landing('?utm_source=newsletter&content=%20%20')?.content).toBeNull();
  });

  it('a landing with `content` and no `utm_source` is a touch: DIRECT without a referrer, else the referrer kind', () => {
    expect(landing('?content=app_home_banner')).toEqual({ source: 'DIRECT', medium: 'DIRECT', campaign: 'DIRECT', content: 'app_home_banner' });
    expect(landing('?content=hero', 'not a url')).toEqual({ source: 'DIRECT', medium: 'DIRECT', campaign: 'DIRECT', content: 'hero' });
    expect(landing('?content=hero', 'https://www.google.co.in/')).toEqual({ source: 'ORGANIC', medium: 'Google', campaign: 'DIRECT', content: 'hero' });
    expect(landing('?content=hero', 'https://t.co/abc')).toEqual({ source: 'OTHERS', medium: 't.co', campaign: 'DIRECT', content: 'hero' });
    expect(landing('?content=hero', 'http://rewards.example:4200/blog', true)).toEqual({ source: 'ORGANIC', medium: 'rewards.example', campaign: 'DIRECT', content: 'hero' });
  });

  it('`content` does not make a touch of an internal or ignored referrer, nor does an empty one', () => {
    expect(landing('?content=hero', 'http://rewards.example:4200/blog', false)).toBeNull();
    expect(landing('?content=hero', 'https://api.razorpay.com/v1/checkout')).toBeNull();
    expect(landing('?content=')).toBeNull();
  });

  it('caps over-long values to the contract lengths', () => {
    const touch = landing(`?utm_source=${'s'.repeat(300)}&utm_content=${'c'.repeat(300)}`);
    expect(touch?.source).toHaveLength(128);
    expect(touch?.content).toHaveLength(256);
    expect(landing(`?content=${'c'.repeat(300)}`)?.content).toHaveLength(256);
  });
});

const now = Date.UTC(2026, 10, 24, 6, 0, 0);
const newsletter: Touch = { source: 'newsletter', medium: 'email', campaign: 'diwali', content: null };
const google: Touch = { source: 'ORGANIC', medium: 'Google', campaign: 'DIRECT', content: null };

describe('recordTouch and attributionParams', () => {
  it('keeps the first touch and replaces the latest', () => {
    const first = recordTouch(null, newsletter, now);
    const second = recordTouch(first, google, now + 1000);
    expect(second).toEqual({ first: newsletter, latest: google, expiresAt: now + 1000 + ATTRIBUTION_WINDOW_MS });
    expect(attributionParams(second, now + 2000)).toEqual({
      ftpUtmSource: 'newsletter',
      ftpUtmMedium: 'email',
      ftpUtmCampaign: 'diwali',
      utmSource: 'ORGANIC',
      utmMedium: 'Google',
      utmCampaign: 'DIRECT',
      content: null,
    });
  });

  it('a landing without a touch keeps the record as it is', () => {
    const first = recordTouch(null, newsletter, now);
    expect(recordTouch(first, null, now + 1000)).toBe(first);
  });

  it('defaults to DIRECT with nothing recorded, and after the window has passed', () => {
    const direct = { ftpUtmSource: 'DIRECT', ftpUtmMedium: 'DIRECT', ftpUtmCampaign: 'DIRECT', utmSource: 'DIRECT', utmMedium: 'DIRECT', utmCampaign: 'DIRECT', content: null };
    expect(attributionParams(null, now)).toEqual(direct);
    const record = recordTouch(null, newsletter, now);
    expect(attributionParams(record, now + ATTRIBUTION_WINDOW_MS + 1)).toEqual(direct);
    // An expired record is a fresh start: the next touch is the first touch again.
    expect(recordTouch(record, google, now + ATTRIBUTION_WINDOW_MS + 1)?.first).toEqual(google);
  });

  it('stores base64 and reads back, forgetting anything unreadable', () => {
    const record = recordTouch(null, { ...newsletter, content: 'दिवाली' }, now)!;
    const stored = encodeRecord(record);
    expect(stored).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decodeRecord(stored)).toEqual(record);
    expect(decodeRecord('not base64 at all!')).toBeNull();
    expect(decodeRecord(btoa('{"first":1}'))).toBeNull();
    expect(decodeRecord(null)).toBeNull();
  });
});
