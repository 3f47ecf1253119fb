/** What each site must show: title, brand colour, and a path outside its allowed list. */
export const expectedPartner = {
  web: { title: 'Prime Rewards | One membership, unlimited benefits', brandName: 'Prime Rewards', forbiddenPath: '/no-such-page' },
  shopper: { title: 'Shopper Rewards | Member benefits for shoppers', brandName: 'Shopper Rewards', forbiddenPath: '/categories' },
  'more-rewards': { title: 'More Rewards | Grocery loyalty benefits', brandName: 'More Rewards', forbiddenPath: '/search' },
} as const;

export type SiteName = keyof typeof expectedPartner;

export function siteOf(projectName: string): SiteName {
  if (projectName in expectedPartner) return projectName as SiteName;
  throw new Error(`unknown Playwright project ${projectName}`);
}
