import type { Page } from '@playwright/test';

/** What each site must show: title, brand colour, a path outside its allowed list, and a page a visitor finds offer links on. */
export const expectedPartner = {
  web: { title: 'Prime Rewards | One membership, unlimited benefits', brandName: 'Prime Rewards', forbiddenPath: '/no-such-page', offersPath: '/', homeHeading: "The only membership you'll ever need" },
  shopper: { title: 'Shopper Rewards | Member benefits for shoppers', brandName: 'Shopper Rewards', forbiddenPath: '/categories', offersPath: '/categoriesshoppercard', homeHeading: 'Your membership is waiting' },
  'more-rewards': { title: 'More Rewards | Grocery loyalty benefits', brandName: 'More Rewards', forbiddenPath: '/search', offersPath: '/categorylistingmore', homeHeading: 'Member benefits with every grocery run' },
} as const;

export type SiteName = keyof typeof expectedPartner;

export function siteOf(projectName: string): SiteName {
  if (projectName in expectedPartner) return projectName as SiteName;
  throw new Error(`unknown Playwright project ${projectName}`);
}

/** The site paths a page links to, without query or fragment, once each. */
export async function sitePaths(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => !href.startsWith('//')).map((href) => href.split(/[?#]/)[0] ?? '/'))];
}

/** The first offer page (`{base}/{category}/{offer}`) the page links to. */
export async function firstOfferPath(page: Page, base: string): Promise<string | undefined> {
  return (await sitePaths(page)).find((path) => path.startsWith(`${base}/`) && path.split('/').length === 4);
}
