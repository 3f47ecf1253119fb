import { describe, expect, it } from 'vitest';
import { ALL_CATEGORY_ID, type Category, type Offer } from '../index';
import { brandLinkOffer, CATEGORY_TAB_OFFERS, homeCardOffer, homeOfferSections, offerCardContent } from './catalogue';

const offer = (id: number, overrides: Partial<Offer> = {}): Offer => ({
  id,
  name: `offer-${id}`,
  header: `Offer ${id}`,
  companyName: `Brand ${id}`,
  companyColor: '#123456',
  categorySlug: 'dining',
  priority: id,
  welcome: false,
  membership: false,
  locked: false,
  logoUrl: `/static/2x/brand-${id}.svg`,
  keyPoints: ['<p>One</p>'],
  ...overrides,
});

const category = (id: number, slug: string, offers: Offer[]): Category => ({
  id,
  name: slug,
  displayName: slug,
  slug,
  priority: id,
  isNative: true,
  offers,
  companyOffers: offers,
});

describe('homeCardOffer', () => {
  it('drops what no home card reads and keeps what cards show', () => {
    const full = offer(1, {
      subHeader: 'Sub',
      coverImageUrl: '/cover.svg',
      maxSavings: 500,
      template: { logo: '/l.svg', image: '/i.svg', hexCode: '#000', title: 'T', subTitle: 'S' },
      displayDetail: { label: 'members', title: 'Unlocked by', unlockCount: 3 },
      image: '/i.svg',
      logo: '/l.svg',
      loggedoutImage: '/o.svg',
      extraInfoMap: { keyPoints: '["<p>One</p>"]', xclusiveStartTime: '1' },
    });
    const card = homeCardOffer(full);
    expect(card).not.toHaveProperty('template');
    expect(card).not.toHaveProperty('displayDetail');
    expect(card).not.toHaveProperty('image');
    expect(card.extraInfoMap).toEqual({ xclusiveStartTime: '1' });
    expect(card).toMatchObject({ subHeader: 'Sub', coverImageUrl: '/cover.svg', maxSavings: 500, keyPoints: ['<p>One</p>'] });
    // the source is untouched
    expect(full.extraInfoMap?.keyPoints).toBe('["<p>One</p>"]');
  });

  it('keeps the string key points when the list is empty (cards read them from there)', () => {
    const card = homeCardOffer(offer(2, { keyPoints: [], extraInfoMap: { keyPoints: '["<p>Two</p>"]' } }));
    expect(card.extraInfoMap?.keyPoints).toBe('["<p>Two</p>"]');
  });
});

describe('brandLinkOffer', () => {
  it('keeps only what a partner logo link shows, links with and searches', () => {
    const link = brandLinkOffer(offer(3, { subHeader: 'Sub', coverImageUrl: '/c.svg' }));
    expect(link).toEqual({ ...offer(3), keyPoints: [] });
  });
});

describe('homeOfferSections', () => {
  it("splits exclusives out, cuts each tab to its offers and takes the partner logos from 'all'", () => {
    const exclusive = offer(90, { extraInfoMap: { isXclusiveOffer: 'true' } });
    const dining = Array.from({ length: 7 }, (_, index) => offer(index + 1));
    const sections = homeOfferSections([category(ALL_CATEGORY_ID, 'all', [...dining, exclusive]), category(1, 'dining', [...dining, exclusive]), category(2, 'empty', [])]);
    expect(sections.categories.map((c) => c.slug)).toEqual(['dining']);
    expect(sections.categories[0]?.offers).toEqual([]);
    expect(sections.categories[0]?.companyOffers.map((o) => o.id)).toEqual([1, 2, 3, 4, 5].slice(0, CATEGORY_TAB_OFFERS));
    expect(sections.exclusives.map((o) => o.id)).toEqual([90]);
    expect(sections.partnerOffers.map((o) => o.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('offerCardContent', () => {
  it('maps what a card shows, absent texts as undefined, and key points from the old JSON field when the list is empty', () => {
    const content = offerCardContent(offer(7, { subHeader: null, info: null, coverImageUrl: null, tagLabel: null, keyPoints: [], extraInfoMap: { keyPoints: '["Flat 20% off","Weekdays only"]' } }));
    expect(content).toMatchObject({ subHeader: undefined, description: undefined, coverImageUrl: undefined, tagLabel: undefined, isNew: false, keyPoints: ['Flat 20% off', 'Weekdays only'] });
    expect(offerCardContent(offer(8, { keyPoints: ['Listed'], extraInfoMap: { keyPoints: '["Old"]' } })).keyPoints).toEqual(['Listed']);
  });
});
