// The seed through the API: each offer that offerings.yaml names for a CTA state answers that state
// from POST /nc/prime/offer/details, for the demo members (logged in as the sites do) and visitors.
import type { OfferState } from '@rewards/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../test/auth';
import { useTestApp, postJson } from '../test/harness';

const tokens: Record<string, string> = {};
const MEMBERS = { aarav: '9876543210', diya: '9876543211', kabir: '9876543212', anaya: '9876543216' } as const;
type Viewer = keyof typeof MEMBERS | 'visitor';

const t = useTestApp({ config: { auth: { captchaWhitelist: ['127.0.0.1'] } } });
beforeAll(async () => {
  for (const [name, mobile] of Object.entries(MEMBERS)) tokens[name] = (await logIn(t.app, mobile)).accessToken;
});

async function stateOf(name: string, viewer: Viewer): Promise<OfferState> {
  const headers: Record<string, string> = viewer === 'visitor' ? {} : { authorization: `Bearer ${tokens[viewer]}` };
  const response = await postJson(t.app, '/nc/prime/offer/details', { name }, headers);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: OfferState }).data;
}

describe('each seeded CTA state, as the API resolves it', () => {
  it.each<[Viewer, string, string, string | RegExp, boolean]>([
    ['aarav', 'tandoor-tales-weekday-buffet', 'GENERATE_CODE', 'GENERATE CODE', false],
    ['anaya', 'tandoor-tales-weekday-buffet', 'GENERATE_CODE', 'GENERATE CODE', false],
    ['aarav', 'cinestream-premium-3-months', 'VIEW_CODE', 'VIEW CODE', false],
    ['anaya', 'cinestream-premium-3-months', 'GENERATE_CODE', 'GENERATE CODE', false],
    ['aarav', 'biryani-bazaar-flat-200', 'GENERATE_CODE_GREYED_OUT', 'GENERATE CODE', true],
    ['anaya', 'midnight-munchies-free-delivery', 'OUT_OF_STOCK', 'OUT OF STOCK', true],
    ['anaya', 'pahadi-homestays-extra-night', 'GENERATE_CODE', 'GENERATE CODE', false],
    ['aarav', 'gadgetghar-phones-1000', 'DISTRIBUTION_PAUSED', 'New codes drop on the 1st', true],
    ['aarav', 'healthy-bowl-30', 'NO_COUPON_AVAILABLE', 'NO COUPON AVAILABLE', true],
    ['aarav', 'headline-hub-ad-free', 'NO_COUPON_AVAILABLE', /.+/, true],
    ['aarav', 'jhumka-junction-silver-15', 'CONSTANT_CODE', 'GET CODE', false],
    ['aarav', 'kitabkhana-books-20', 'CONSTANT_CODE', 'VIEW CODE', false],
    ['aarav', 'gyaan-path-plus-1-year', 'ACTIVATE_OFFER', 'ACTIVATE NOW', false],
    ['aarav', 'tandoor-tales-gold', 'ACTIVATE_OFFER', 'ACTIVATE NOW', false],
    ['aarav', 'dabba-express-first-3-orders', 'ACTIVATION_IN_PROCESS', 'ACTIVATION IN PROCESS', true],
    ['aarav', 'yogaveda-first-month', 'URL_REDIRECTION', 'OPEN YOGAVEDA', false],
    ['aarav', 'kala-kendra-first-class-free', 'NO_COUPON_AVAILABLE', 'ACTIVATED', true],
    ['aarav', 'railraahi-zero-fee', 'URL_REDIRECTION', 'VISIT RAILRAAHI', false],
    ['aarav', 'quickkart-free-delivery', 'REDIRECTION_TO_APP_ONLY', 'AVAIL ON APP', false],
    ['aarav', 'filmi-flix-super-1-month', 'REDIRECT_TO_APP_CTA', 'OPEN IN APP', false],
    ['aarav', 'punchline-club-comedy-special', 'OUT_OF_STOCK', 'OUT OF STOCK', true],
    ['aarav', 'rangmanch-theatre-kabir-play', 'NO_COUPON_AVAILABLE', 'OFFER EXPIRED', true],
    ['diya', 'sneaker-street-flat-700', 'REVIEW_ORDER', 'UPGRADE TO AVAIL', false],
    ['diya', 'tandoor-tales-weekday-buffet', 'GENERATE_CODE', 'GENERATE CODE', false],
    ['kabir', 'tandoor-tales-weekday-buffet', 'REVIEW_ORDER', 'RENEW TO AVAIL', false],
    ['visitor', 'tandoor-tales-weekday-buffet', 'LOGIN', 'LOGIN TO AVAIL', false],
    ['visitor', 'taal-festival-weekend-pass', 'NO_COUPON_AVAILABLE', 'OFFER EXPIRED', true],
  ])('%s on %s: %s', async (viewer, offer, actionType, label, disabled) => {
    const { ctaDetails } = await stateOf(offer, viewer);
    expect(ctaDetails.actionType).toBe(actionType);
    if (typeof label === 'string') expect(ctaDetails.label).toBe(label);
    else expect(ctaDetails.label).toMatch(label);
    expect(Boolean(ctaDetails.disabled)).toBe(disabled);
  });

  it("shows Aarav's active and expired codes with the tracker, and the date his next biryani code comes", async () => {
    const viewCode = await stateOf('cinestream-premium-3-months', 'aarav');
    expect(viewCode).toMatchObject({ isViewCode: true, isCouponDrawerGenerateBtn: true, tracker: { left: 2, availed: 2 } });
    expect(viewCode.redemptionDetails?.activeCoupons).toHaveLength(1);
    expect(viewCode.redemptionDetails?.expiredCoupons).toHaveLength(1);
    const greyed = await stateOf('biryani-bazaar-flat-200', 'aarav');
    expect(greyed.ctaDetails.message).toMatch(/^Next code available on \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(greyed.tracker).toMatchObject({ left: 0, availed: 1 });
    expect(greyed.tracker?.nextAvailableOn).toBeTruthy();
  });

  it('shows the paused label and link, and the seats of live events', async () => {
    const paused = await stateOf('gadgetghar-phones-1000', 'aarav');
    expect(paused.ctaDetails.data?.offerDistribution).toMatchObject({ paused: true, label: 'New codes drop on the 1st', ctaDetail: { label: 'Get notified', url: '/faq' } });
    expect((await stateOf('zaika-trails-old-delhi-food-walk', 'anaya')).flashSale).toMatchObject({ inventoryLeft: 37, totalInventory: 40 });
    expect((await stateOf('cinema-under-stars-classics', 'anaya')).flashSale).toMatchObject({ inventoryLeft: 3, totalInventory: 10 });
  });
});
