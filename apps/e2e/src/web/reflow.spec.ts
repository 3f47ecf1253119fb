import { reflowTests, sheetReflowTests } from '../reflow';

// Every visitor route of the core site (its route registry, a real page for each parameter), issue 33.
reflowTests([
  '/',
  '/login',
  '/categories',
  '/categories/dining',
  '/categories/tpxclusives',
  '/categories/dining/tandoor-tales-weekday-buffet',
  '/about',
  '/app-landing',
  '/blog',
  '/blog-aboutus',
  '/businessCampaign',
  '/campaigns/festive-sale',
  '/new-campaign/CMP-WELCOME',
  '/mktcampaign',
  '/creditscorecheck',
  '/digital-event/mehfil-live-sufi-night',
  '/event-landing',
  '/down-time',
  '/system-overload',
  '/experiantnc',
  '/faq',
  '/liteOffer/tandoor-tales',
  '/paymentOffer/tandoor-tales',
  '/otts',
  '/privacy-policy',
  '/referral-terms-and-conditions',
  '/student-offer',
  '/support',
  '/terms-and-conditions',
  '/tnc',
  '/timesprimesuper',
  '/unsubscribe',
  '/visa-terms-and-conditions',
  '/no-such-page']);

// The sheets a visitor opens from those routes: sign-in from the header, and a card's key points
// on a listing (a panel below 1024 px; from 1024 px the card turns over instead).
sheetReflowTests([
  { name: 'the sign-in popup', route: '/categories/dining', open: (page) => page.getByRole('banner').getByRole('button', { name: /sign in/i }).click() },
  { name: 'the key points panel', route: '/categories/dining', open: (page) => page.getByRole('button', { name: 'Key points' }).first().click(), wideWidth: 1000 },
]);
