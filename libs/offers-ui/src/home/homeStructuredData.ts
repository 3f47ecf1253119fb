/** The home page's WebSite and Organization structured data (schema.org). */
export function homeStructuredData({ brandName, origin, logo, sameAs = [] }: { brandName: string; origin: string; logo: string; sameAs?: readonly string[] }) {
  const url = new URL('/', origin).toString();
  return {
    website: {
      '@type': 'WebSite',
      name: brandName,
      url,
      potentialAction: { '@type': 'SearchAction', target: `${new URL('/search', origin).toString()}?q={search_term_string}`, 'query-input': 'required name=search_term_string' },
    },
    organization: { '@type': 'Organization', name: brandName, url, logo: new URL(logo, origin).toString(), ...(sameAs.length > 0 ? { sameAs: [...sameAs] } : {}) },
  };
}
