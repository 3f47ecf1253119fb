// Free-text search on an index held in the process, built once per catalogue version (the service
// rebuilds it when the version moves): each offer's searchable text (`searchableText`), and for
// every trigram of it the ascending list of the offers holding it. A query word of three characters
// or more narrows the offers to those holding all its trigrams; `searchScore` then checks and
// weighs the words on what is left, so the answer is exactly that of scoring every offer, without
// scanning the catalogue (nor the database) on every request. The listing call's text filter
// (`containing`) narrows the same way.
import { bestFirst, searchableText, searchScore, searchWords, type SearchableText, type SearchCandidate } from './rules';

/** An offer as search sees it: its searchable fields and its category (the `tag` filter). */
export interface IndexedOffer extends SearchCandidate {
  categorySlug: string;
}

const GRAM = 3;

function gramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (let at = 0; at + GRAM <= text.length; at++) grams.add(text.slice(at, at + GRAM));
  return grams;
}

/** The positions in both ascending lists. */
function intersect(a: Uint32Array, b: Uint32Array): Uint32Array {
  const both: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      both.push(x);
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return Uint32Array.from(both);
}

export class SearchIndex {
  private readonly texts: SearchableText[];
  private readonly postings = new Map<string, Uint32Array>();

  constructor(private readonly offers: readonly IndexedOffer[]) {
    this.texts = offers.map(searchableText);
    const building = new Map<string, number[]>();
    this.texts.forEach((text, position) => {
      // a word never holds a blank, so a trigram across two fields never matches one
      for (const gram of gramsOf(Object.values(text).join('\n'))) {
        const list = building.get(gram);
        if (list) list.push(position);
        else building.set(gram, [position]);
      }
    });
    for (const [gram, list] of building) this.postings.set(gram, Uint32Array.from(list));
  }

  get size(): number {
    return this.offers.length;
  }

  /** The offers matching every word of `query` (in `categorySlug` when given), best first, at most `limit`. */
  search(query: string, limit: number, categorySlug?: string): IndexedOffer[] {
    const words = searchWords(query);
    const slug = categorySlug?.toLowerCase();
    const hits: { row: IndexedOffer; score: number }[] = [];
    for (const position of this.candidates(words)) {
      const row = this.offers[position]!;
      if (slug !== undefined && row.categorySlug.toLowerCase() !== slug) continue;
      const score = searchScore(this.texts[position]!, words);
      if (score !== null) hits.push({ row, score });
    }
    return bestFirst(hits).slice(0, limit);
  }

  /**
   * The ids of the offers whose brand, name, header or sub-header holds `text` (case aside), as
   * the listing call's text filter asks, ascending.
   */
  containing(text: string): number[] {
    const needle = text.toLowerCase();
    const ids: number[] = [];
    for (const position of this.candidates([needle])) {
      const row = this.offers[position]!;
      if ([row.companyName, row.name, row.header, row.subHeader ?? ''].some((field) => field.toLowerCase().includes(needle))) ids.push(row.id);
    }
    return ids;
  }

  /** The offers holding every trigram of every word (shortest lists first); all offers when no word has one. */
  private candidates(words: readonly string[]): Iterable<number> {
    const lists: Uint32Array[] = [];
    for (const word of words) {
      for (const gram of gramsOf(word)) {
        const list = this.postings.get(gram);
        if (!list) return [];
        lists.push(list);
      }
    }
    if (lists.length === 0) return this.offers.keys();
    lists.sort((a, b) => a.length - b.length);
    let current = lists[0]!;
    for (const list of lists.slice(1)) {
      if (current.length === 0) break;
      current = intersect(current, list);
    }
    return current;
  }
}
