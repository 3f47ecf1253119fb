// The search ranking rule, table-driven: every word must occur somewhere; a word counts the weight of
// its best field (brand/name 8, category 4, header 2, key points 1); higher totals first, then
// priority, then id.
import { describe, expect, it } from 'vitest';
import { memberPricing, searchScore, searchWords, searchableText, stripHtml, type SearchCandidate } from './rules';
import { SearchIndex } from './search-index';

function row(id: number, fields: Partial<Omit<SearchCandidate, 'keyPoints'>> & { keyPoints?: string[] } = {}): SearchCandidate {
  const { keyPoints = [], ...rest } = fields;
  return {
    id,
    priority: 5,
    name: `offer-${id}`,
    companyName: `Brand ${id}`,
    categoryName: 'misc',
    categoryDisplayName: 'Miscellaneous',
    header: 'A plain header',
    subHeader: null,
    keyPoints: JSON.stringify(keyPoints),
    ...rest,
  };
}

describe('stripHtml and searchWords', () => {
  it.each([
    ['<p>Flat 20% off</p>', 'Flat 20% off'],
    ['<p>Buy 1 <strong>Get 1</strong></p>', 'Buy 1 Get 1'],
    ['Tea &amp; coffee&nbsp;only', 'Tea & coffee only'],
    ['no tags', 'no tags'],
  ])('stripHtml(%j) is %j', (html, text) => {
    expect(stripHtml(html)).toBe(text);
  });

  it.each([
    ['  Pizza   BOGO ', ['pizza', 'bogo']],
    ['pizza pizza', ['pizza']],
    ['', []],
  ])('searchWords(%j) is %j', (query, words) => {
    expect(searchWords(query)).toEqual(words);
  });
});

describe('searchScore', () => {
  const text = searchableText(
    row(1, {
      companyName: 'PizzaPalooza',
      name: 'pizzapalooza-medium-bogo',
      categoryName: 'food-delivery',
      categoryDisplayName: 'Food Delivery',
      header: 'Buy 1 Get 1 on medium pizzas',
      subHeader: 'Wood-fired, any crust',
      keyPoints: ['<p>Valid on <strong>weekends</strong> only</p>'],
    }),
  );

  it.each([
    ['a brand word', ['pizzapalooza'], 8],
    ['a word of the name (hyphens as spaces)', ['medium'], 8],
    ['a hyphenated part of the name', ['medium-bogo'], 8],
    ['a category word (display name)', ['delivery'], 4],
    ['a header word', ['crust'], 2],
    ['a key point word, HTML stripped', ['weekends'], 1],
    ['two words: each counts its best field', ['pizzapalooza', 'crust'], 10],
    ['a word in several fields counts its best one once', ['pizza'], 8],
    ['a word found nowhere', ['sushi'], null],
    ['one of two words found nowhere', ['pizza', 'sushi'], null],
    ['HTML tag names are not text', ['strong'], null],
    ['no words', [], null],
  ])('%s scores %s', (_label, words, expected) => {
    expect(searchScore(text, words)).toBe(expected);
  });
});

describe('ranking (SearchIndex.search)', () => {
  it.each([
    {
      label: 'a brand match ranks above a category, header and key-point match, whatever the priority',
      rows: [
        row(1, { priority: 1, keyPoints: ['<p>Free chai refills</p>'] }),
        row(2, { priority: 2, header: 'Free chai with every order' }),
        row(3, { priority: 3, categoryName: 'chai', categoryDisplayName: 'Chai' }),
        row(4, { priority: 9, companyName: 'Chaiwala Co.' }),
      ],
      query: 'chai',
      expected: [4, 3, 2, 1],
    },
    {
      label: 'equal scores fall back to priority, then id',
      rows: [row(7, { priority: 2, header: 'Flat 10% off' }), row(5, { priority: 2, header: 'Flat 20% off' }), row(6, { priority: 1, header: 'Flat 30% off' })],
      query: 'flat',
      expected: [6, 5, 7],
    },
    {
      label: 'every word must match somewhere, in any field',
      rows: [
        row(1, { companyName: 'Tandoor Tales', header: 'Weekday lunch buffet' }),
        row(2, { companyName: 'Tandoor Tales', header: 'Gold membership' }),
        row(3, { companyName: 'Biryani Bazaar', header: 'Lunch combo' }),
      ],
      query: 'TANDOOR lunch',
      expected: [1],
    },
    {
      label: 'more words in better fields rank higher',
      rows: [
        row(1, { header: 'Music festival pass', keyPoints: ['<p>Live music</p>'] }),
        row(2, { companyName: 'Music Mela', header: 'Festival pass' }),
      ],
      query: 'music festival',
      expected: [2, 1],
    },
    { label: 'nothing matches', rows: [row(1), row(2)], query: 'zzz', expected: [] },
  ])('$label', ({ rows, query, expected }) => {
    const index = new SearchIndex(rows.map((r) => ({ ...r, categorySlug: r.categoryName })));
    expect(index.search(query, rows.length).map((r) => r.id)).toEqual(expected);
  });
});

describe('exclusive events', () => {
  it.each([
    ['selling and discounted prices', { xclusiveSellingPrice: '1999', xclusiveDiscountedPrice: '1299' }, { memberPrice: 1299, memberSavings: 700 }],
    ['a discounted price alone', { xclusiveDiscountedPrice: '500' }, { memberPrice: 500, memberSavings: null }],
    ['a discount above the selling price', { xclusiveSellingPrice: '400', xclusiveDiscountedPrice: '500' }, { memberPrice: 500, memberSavings: null }],
    ['no prices (not an event)', {}, { memberPrice: null, memberSavings: null }],
    ['a price that is not whole rupees', { xclusiveSellingPrice: '1999', xclusiveDiscountedPrice: '12.5' }, { memberPrice: null, memberSavings: null }],
  ])('member pricing from %s', (_label, extra, expected) => {
    expect(memberPricing(extra)).toEqual(expected);
  });
});
