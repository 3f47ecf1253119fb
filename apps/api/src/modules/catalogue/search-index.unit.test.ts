// The search index answers exactly what scoring every offer of the catalogue answers, for every
// kind of query: words of any length, repeated and mixed-case words, words in no offer, a hyphenated
// name written with spaces, key points in HTML, and the category filter.
import { describe, expect, it } from 'vitest';
import { bestFirst, searchableText, searchScore, searchWords } from './rules';
import { SearchIndex, type IndexedOffer } from './search-index';

const BRANDS = ['Tandoor Tales', 'ChessGuru', 'Bazaarly', 'Gaana Beats', 'Metro Cabs', 'Chai Point'];
const CATEGORIES = [
  { categoryName: 'dining', categoryDisplayName: 'Dining', categorySlug: 'dining' },
  { categoryName: 'learning', categoryDisplayName: 'Learn & Play', categorySlug: 'learning' },
  { categoryName: 'travel', categoryDisplayName: 'Travel', categorySlug: 'Travel' },
];
const HEADERS = ['Flat 20% off on lunch buffet', 'Annual plan free for 30 days', 'Buy 1 get 1 on pizza', 'Rides at ₹50 off', 'Tea & snacks combo'];

/** A catalogue with repeated words across brands, categories, headers and key points. */
const OFFERS: IndexedOffer[] = Array.from({ length: 60 }, (_, i) => ({
  id: i + 1,
  priority: (i * 7) % 5,
  name: `${BRANDS[i % BRANDS.length]!.toLowerCase().replace(/ /g, '-')}-offer-${i}`,
  companyName: BRANDS[i % BRANDS.length]!,
  ...CATEGORIES[i % CATEGORIES.length]!,
  header: HEADERS[i % HEADERS.length]!,
  subHeader: i % 4 === 0 ? 'Members only' : null,
  keyPoints: i % 3 === 0 ? JSON.stringify(['<p>Valid on <strong>weekends</strong></p>', 'Tea &amp; coffee']) : null,
}));

const index = new SearchIndex(OFFERS);

/** The reference: every offer scored, no index. */
function rankSearch(rows: readonly IndexedOffer[], query: string): IndexedOffer[] {
  const words = searchWords(query);
  return bestFirst(rows.map((row) => ({ row, score: searchScore(searchableText(row), words) })).filter((hit): hit is { row: IndexedOffer; score: number } => hit.score !== null));
}

describe('SearchIndex', () => {
  it.each([
    'off',
    'OFF lunch',
    'tandoor tales',
    'chessguru offer 12',
    'chessguru-offer-12',
    'pizza pizza',
    'weekends',
    'tea & coffee',
    'learn play',
    'a b',
    'on',
    '20%',
    '₹50',
    'zzz',
    'tandoor zzz',
    'members dining',
  ])('answers %j as ranking every offer does', (query) => {
    expect(index.search(query, 1000).map((offer) => offer.id)).toEqual(rankSearch(OFFERS, query).map((offer) => offer.id));
  });

  it('keeps the category named by the tag, in any case, and cuts at the limit', () => {
    const all = rankSearch(OFFERS, 'off');
    expect(index.search('off', 1000, 'travel').map((offer) => offer.id)).toEqual(all.filter((offer) => offer.categorySlug === 'Travel').map((offer) => offer.id));
    expect(index.search('off', 5).map((offer) => offer.id)).toEqual(all.slice(0, 5).map((offer) => offer.id));
  });

  it.each(['TANDOOR', 'tandoor tales', 'chessguru-offer-1', '20% off', '₹50', 'members only', 'Learn', 'zzz', 'of', '%', '_'])(
    'filters the listing by %j as a case-insensitive substring of brand, name, header or sub-header',
    (text) => {
      const needle = text.toLowerCase();
      const expected = OFFERS.filter((offer) => [offer.companyName, offer.name, offer.header, offer.subHeader ?? ''].some((field) => field.toLowerCase().includes(needle)));
      expect(index.containing(text)).toEqual(expected.map((offer) => offer.id));
    },
  );

  it('finds nothing in an empty catalogue', () => {
    expect(new SearchIndex([]).search('pizza', 50)).toEqual([]);
  });
});
