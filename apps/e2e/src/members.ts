// Members made through the real API, for walks that need a signed-in member of a given kind without
// the login popup's steps (the journeys prove those): a fresh mobile registers, its code comes from
// the dev outbox, the ticket is exchanged for a session, and the member is made paid (the sandbox
// gateway), put on a trial, or claimed on More Rewards (or left signed in there without a claim, as a
// customer whose claim did not happen). The refresh cookie goes into a browser context.
import { expect, type APIRequestContext, type BrowserContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { SSO_HANDOFF_ADDRESS } from './limits';
import { codeSentTo, freshMobile } from './login';
import { API_URL } from './ports';

export type MemberKind = 'paid' | 'trial' | 'card' | 'claimed' | 'unclaimed';

export interface ApiMember {
  kind: MemberKind;
  mobile: string;
  firstName: string;
  refreshToken: string;
}

const CHANNELS: Record<MemberKind, string> = { paid: 'TIMES_PRIME', trial: 'TIMES_PRIME', card: 'TIMES_PRIME', claimed: 'MORE_REWARDS', unclaimed: 'MORE_REWARDS' };
const FIRST_NAMES: Record<MemberKind, string> = { paid: 'Priyanka', trial: 'Tanvi', card: 'Vikram', claimed: 'Kavya', unclaimed: 'Meera' };
/** The demo's eligible Visa Signature BIN (apps/api README). */
const ELIGIBLE_BIN = '438857';

async function ok(answer: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  expect(answer.status(), `${what}: ${await answer.text()}`).toBe(200);
  return answer;
}

/** A new member of `kind`, signed in once through the API (the address that skips captcha, as the SSO hand-off app does). */
export async function newMember(playwright: PlaywrightWorkerArgs['playwright'], kind: MemberKind, { address = SSO_HANDOFF_ADDRESS }: { address?: string } = {}): Promise<ApiMember> {
  const api = await playwright.request.newContext({ baseURL: API_URL, extraHTTPHeaders: { 'x-forwarded-for': address } });
  try {
    const mobile = freshMobile();
    const firstName = FIRST_NAMES[kind];
    const channel = CHANNELS[kind];
    await ok(await api.post('/nc/um/user/v1/register', { data: { mobile, firstName } }), 'register');
    const verified = await ok(await api.post('/nc/um/user/v1/otp/verify', { data: { mobile, otp: await codeSentTo(api, mobile) } }), 'verify');
    const { ticketId } = ((await verified.json()) as { data: { ticketId: string } }).data;
    const login = await ok(await api.post('/nc/um/auth/v1/login', { data: { origin: 'LOGIN', channel, ticketId } }), 'login');
    const accessToken = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const refreshToken = /(?:^|[\s,])rp_rt=([^;]+)/.exec(login.headers()['set-cookie'] ?? '')?.[1];
    if (!refreshToken) throw new Error(`no refresh cookie for ${mobile}`);
    const bearer = { authorization: `Bearer ${accessToken}` };
    const profile = async () => ((await (await api.get('/nc/um/user/v1/profile', { headers: bearer })).json()) as { data: { primeProfile: number; city: string | null } }).data;
    // A city and a gender, so the profile prompts (a member without them is asked) do not open over the pages walked.
    await ok(await api.post('/nc/um/user/v1/update', { headers: bearer, data: { user: { city: 'Pune', gender: 'F' } } }), 'profile');
    if (kind === 'trial') {
      await ok(await api.post('/nc/prime/subscribe?cid=TIMES_PRIME', { headers: bearer, data: { planType: 'TRIAL' } }), 'trial');
      expect((await profile()).primeProfile).toBe(1);
    } else if (kind === 'paid') {
      const order = await ok(await api.post('/nc/prime/order', { headers: { ...bearer, 'idempotency-key': crypto.randomUUID() }, data: { variantId: 1 } }), 'order');
      const { orderId } = ((await order.json()) as { data: { orderId: string } }).data;
      const redirect = await ok(await api.post('/nc/prime/redirect/web/SANDBOX', { headers: bearer, data: { orderId, returnUrl: `/payment/payment-status?orderId=${orderId}` } }), 'redirect');
      const { paymentId } = ((await redirect.json()) as { data: { paymentId: string } }).data;
      const paid = await api.post(`/nc/sandbox/checkout/${paymentId}`, { form: { method: 'upi', outcome: 'success' }, maxRedirects: 0 });
      expect(paid.status(), await paid.text()).toBeLessThan(400);
      await expect.poll(async () => (await profile()).primeProfile, { timeout: 15_000 }).toBe(5);
    } else if (kind === 'card') {
      // The card network's word first (the API's sandbox network, its sign-in form), in this client's cookies; then activation.
      const started = await ok(await api.post('/nc/prime/card/VISA_SIGNATURE/verification/start', { headers: bearer, data: { cardBin: ELIGIBLE_BIN } }), 'card verification');
      const { authorizationUrl } = ((await started.json()) as { data: { authorizationUrl: string } }).data;
      const signIn = await api.get(authorizationUrl);
      expect(signIn.url(), await signIn.text()).toMatch(/\/dev\/oidc\/visa\/interaction\//);
      const landed = await api.post(signIn.url(), { form: { action: 'continue', card_bin: ELIGIBLE_BIN }, maxRedirects: 10 });
      expect(landed.url()).toContain('cardVerification=done');
      const activated = await ok(await api.post('/nc/prime/card/VISA_SIGNATURE/futureActivation', { headers: bearer, data: { cardBin: ELIGIBLE_BIN, action: 'ACTIVATE_NOW' } }), 'card activation');
      expect(((await activated.json()) as { success: boolean }).success).toBe(true);
      expect((await profile()).primeProfile).toBe(5);
    } else if (kind === 'claimed') {
      await ok(await api.post('/nc/prime/partner/claim', { headers: bearer, data: { channel, storeCode: 'DIAMONDCLUB' } }), 'claim');
    } else {
      expect((await profile()).primeProfile).toBe(0);
    }
    return { kind, mobile, firstName, refreshToken };
  } finally {
    await api.dispose();
  }
}

/** The member's session in a browser context, as a browser that signed in holds it (the HttpOnly refresh cookie and the hint). */
export async function signInContext(context: BrowserContext, member: Pick<ApiMember, 'refreshToken'>): Promise<void> {
  await context.addCookies([
    { name: 'rp_rt', value: member.refreshToken, domain: 'localhost', path: '/', httpOnly: true, secure: true, sameSite: 'Strict' },
    { name: 'rp_session', value: '1', domain: 'localhost', path: '/', sameSite: 'Lax' },
  ]);
  await context.addInitScript(() => window.localStorage.setItem('rp_session', '1'));
}
