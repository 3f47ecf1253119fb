import type { OfferCardProps } from './OfferCard';

/*
 * Demo data for stories: fictional brands with generated SVG logos and covers, so Storybook
 * needs no network. The hex colours are brand data (what the API sends as companyColor), not
 * theme colours.
 */

/** Offer data as a feature would map it from the API (navigation is wired by the story). */
export type OfferFixture = Omit<OfferCardProps, 'onNavigate'>;

const svg = (markup: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;

export function logoFor(initials: string, color: string): string {
  return svg(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color}"/>` +
      `<text x="32" y="41" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  );
}

export function coverFor(from: string, to: string): string {
  return svg(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="600" height="360" fill="url(#g)"/><circle cx="470" cy="80" r="120" fill="#fff" fill-opacity="0.14"/>` +
      `<circle cx="90" cy="330" r="160" fill="#fff" fill-opacity="0.10"/><rect x="220" y="130" width="160" height="100" rx="16" fill="#fff" fill-opacity="0.22"/></svg>`,
  );
}

export const zestyBites: OfferFixture = {
  href: '/offer/zesty-bites',
  companyName: 'Zesty Bites',
  logoUrl: logoFor('ZB', '#d9480f'),
  companyColor: '#e8590c',
  header: 'Flat 25% off on every order',
  subHeader: 'Up to ₹150 off on orders above ₹499',
  savingsText: 'Save up to ₹1,800',
};

export const tuneStream: OfferFixture = {
  href: '/offer/tunestream',
  companyName: 'TuneStream',
  logoUrl: logoFor('TS', '#1c7ed6'),
  companyColor: '#1c7ed6',
  header: '6 months of ad-free music',
  subHeader: 'Unlimited downloads, offline listening',
  savingsText: 'Worth ₹714',
};

export const dailyLedger: OfferFixture = {
  href: '/offer/daily-ledger',
  companyName: 'The Daily Ledger',
  logoUrl: logoFor('DL', '#343a40'),
  companyColor: '#495057',
  header: 'One year of digital news',
  subHeader: 'Every story, every edition, on every device',
  savingsText: 'Save ₹2,399',
};

export const cityStay: OfferFixture = {
  href: '/offer/citystay',
  companyName: 'CityStay Hotels',
  logoUrl: logoFor('CS', '#0c8599'),
  companyColor: '#0c8599',
  header: 'Extra 15% off weekend stays',
  subHeader: 'At 120+ hotels across India',
  savingsText: 'Save up to ₹4,000',
  coverImageUrl: coverFor('#0b7285', '#66d9e8'),
};

export const keyPointsHtml = [
  '<b>Valid</b> on dine-in &amp; delivery orders',
  'Use once a day, up to <strong>12 times</strong> a year',
  'Not valid with other coupons<script>alert("x")</script>',
];
