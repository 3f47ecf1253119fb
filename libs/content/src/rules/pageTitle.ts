/** Every content page's document title: '{Page} | {brand}'. */
export function pageTitle(page: string, brandName: string): string {
  return `${page} | ${brandName}`;
}
