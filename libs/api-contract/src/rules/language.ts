// The language an answer is in. The API reads `Accept-Language` alone (the sites send their page's
// language on every call, and an answer that depends on nothing else can be cached per language);
// the sites read it too, after the address and the member's cookie (libs/i18n).

/** The languages the API answers in: English, Hindi, and the pseudo-locale of the tests (en-XA). */
export const API_LANGUAGES = ['en', 'hi', 'en-XA'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];

/** `Accept-Language`'s languages in lower case, best first (q values, then order); q=0 means "not this". */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language of an answer: the first of `Accept-Language` the API speaks (`hi`, `hi-IN`: Hindi;
 * `en-XA`: the pseudo-locale; any other English: English), else English.
 */
export function answerLanguage(acceptLanguage: string | undefined): ApiLanguage {
  for (const tag of acceptedLanguages(acceptLanguage)) {
    if (tag === 'en-xa') return 'en-XA';
    const base = tag.split('-')[0];
    if (base === 'hi') return 'hi';
    if (base === 'en') return 'en';
  }
  return 'en';
}
