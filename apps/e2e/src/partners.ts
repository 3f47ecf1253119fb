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
