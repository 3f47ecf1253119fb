import { expect, test, type APIRequestContext } from '@playwright/test';
import { hydrated, hydrationErrors } from '../hydration';
import { PHONE_USER_AGENT } from '../hydrationGuard';
import { gotoAsMember } from '../login';
import { newMember, signInContext, type ApiMember } from '../members';

// A signed-in member's page is rendered for them on the server (issue 31): their first HTML already
// holds their name and their offer states, is `private, no-store`, and never reaches anyone else.

const cookieOf = (member: ApiMember) => `rp_rt=${member.refreshToken}; rp_session=1`;
const html = async (request: APIRequestContext, path: string, cookie?: string) => {
  const answer = await request.get(path, { headers: cookie ? { cookie } : {} });
  expect(answer.status()).toBe(200);
  return { body: (await answer.text()).replace(/&#x27;/g, "'"), cacheControl: answer.headers()['cache-control'] };
};
/** The rendered page's header (its links and buttons, as text). */
const headerOf = (body: string) => {
  const root = body.slice(body.indexOf('<div id="root"'));
  return root.slice(0, root.indexOf('</header>')).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
};

/** The first offer page the home links to. */
async function anOfferPath(request: APIRequestContext): Promise<string> {
  const home = (await html(request, '/')).body;
  const path = /<a [^>]*href="(\/categories\/[a-z0-9-]+\/[A-Za-z0-9-]+)"/.exec(home)?.[1];
  expect(path).toBeTruthy();
  return path!;
}

test.describe("a member's page from the first byte", () => {
  test("a paid member's first HTML of /userfeed, an offer page and /categories holds their states; a visitor's never does", async ({ request, playwright }) => {
    const member = await newMember(playwright, 'paid');
    const offer = await anOfferPath(request);

    const feed = await html(request, '/userfeed', cookieOf(member));
    expect(feed.cacheControl).toBe('private, no-store');
    expect(feed.body).toContain(`Welcome back, ${member.firstName}`);
    // the browser's session starts as the member; the token never travels in the page
    expect(feed.body).toContain(`"mobile":"${member.mobile}"`);
    expect(feed.body).not.toContain(member.refreshToken);
    expect(feed.body).not.toMatch(/"accessToken"/);

    const visitorOffer = await html(request, offer);
    expect(visitorOffer.body).toContain('JOIN NOW');
    const memberOffer = await html(request, offer, cookieOf(member));
    expect(memberOffer.cacheControl).toBe('private, no-store');
    expect(memberOffer.body).not.toContain('JOIN NOW');
    expect(memberOffer.body).toContain(`"firstName":"${member.firstName}"`);

    const categories = await html(request, '/categories', cookieOf(member));
    expect(categories.body).not.toContain('JOIN NOW');
    expect(categories.body).toContain(`"firstName":"${member.firstName}"`);
    // the member's header: their city and their profile, not the visitor's sign-in
    for (const page of [feed, memberOffer, categories]) {
      expect(headerOf(page.body)).toContain('Pune');
      expect(headerOf(page.body)).toContain('Profile');
      expect(headerOf(page.body)).not.toMatch(/sign in/i);
    }
    expect(headerOf((await html(request, '/categories')).body)).toMatch(/sign in/i);

    // the same URLs right after, as a visitor: nothing of the member's
    for (const path of ['/categories', offer]) {
      const visitor = await html(request, path);
      expect(visitor.body).not.toContain(member.firstName);
      expect(visitor.body).not.toContain(member.mobile);
      expect(visitor.cacheControl).toBe('no-cache');
    }
    // /userfeed is a member's page: a visitor is sent to sign in
    const away = await request.get('/userfeed', { maxRedirects: 0 });
    expect(await away.text()).not.toContain(member.firstName);
  });

  test('two members and visitors asking for one URL at once each get their own page', async ({ request, playwright }) => {
    const [first, second] = await Promise.all([newMember(playwright, 'paid'), newMember(playwright, 'trial')]);
    const offer = await anOfferPath(request);
    const askers = Array.from({ length: 24 }, (_, index) => [first, second, undefined][index % 3]);
    const answers = await Promise.all(askers.map((member) => html(request, offer, member ? cookieOf(member) : undefined)));
    for (const [index, answer] of answers.entries()) {
      const member = askers[index];
      for (const other of [first, second]) {
        if (other === member) expect(answer.body).toContain(`"mobile":"${other.mobile}"`);
        else expect(answer.body).not.toContain(other.mobile);
      }
      expect(answer.cacheControl).toBe(member ? 'private, no-store' : 'no-cache');
      if (!member) expect(answer.body).toContain('JOIN NOW');
    }
  });

  test("a paid member's app banner is in the first HTML: on a phone nothing moves as the page comes alive, at 1440 px it is not shown, closed it is not sent again", async ({ browser, playwright, request }, testInfo) => {
    const member = await newMember(playwright, 'paid');
    expect((await html(request, '/userfeed', cookieOf(member))).body).toContain('aria-label="Get the app"');
    // and never to a visitor
    expect((await html(request, '/categories')).body).not.toContain('aria-label="Get the app"');

    const phone = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_USER_AGENT });
    await signInContext(phone, member);
    // The app-download prompt (a dialog this member also qualifies for) stays off for this check.
    await phone.addInitScript(() => window.localStorage.setItem('rp_app_download_prompt_until', String(Date.now() + 86_400_000)));
    // Where the page's main region starts on the server's HTML, before any script.
    await phone.addInitScript(() => document.addEventListener('DOMContentLoaded', () => ((window as unknown as { mainTop: number }).mainTop = document.getElementById('main')!.getBoundingClientRect().top)));
    const page = await phone.newPage();
    const errors = hydrationErrors(page);
    await gotoAsMember(page, '/userfeed');
    await hydrated(page);
    const banner = page.getByRole('complementary', { name: 'Get the app' });
    await expect(banner).toBeVisible();
    await page.waitForLoadState('networkidle');
    const mainTop = await page.evaluate(() => ({ first: (window as unknown as { mainTop: number }).mainTop, now: document.getElementById('main')!.getBoundingClientRect().top }));
    expect(mainTop.now).toBe(mainTop.first);
    expect(mainTop.first).toBeGreaterThan(await banner.evaluate((element) => element.getBoundingClientRect().bottom - 1));
    await banner.getByRole('button', { name: 'Close Get the app' }).click();
    await expect(banner).toHaveCount(0);
    // the next page's first HTML, with this browser's cookies, has none
    const next = await page.evaluate(async () => (await fetch('/categories')).text());
    expect(next).toContain(`"firstName":"${member.firstName}"`);
    expect(next).not.toContain('aria-label="Get the app"');
    await gotoAsMember(page, '/categories');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('complementary', { name: 'Get the app' })).toHaveCount(0);
    expect(errors).toEqual([]);
    await phone.close();

    // (a member of their own: the phone's page loads rotated the first one's refresh token)
    const desktop = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 1440, height: 900 } });
    await signInContext(desktop, await newMember(playwright, 'paid'));
    const wide = await desktop.newPage();
    await gotoAsMember(wide, '/userfeed');
    await hydrated(wide);
    await expect(wide.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
    await expect(wide.getByRole('complementary', { name: 'Get the app' })).toBeHidden();
    await desktop.close();
  });

  test('the browser takes over the member\'s page as rendered, then renews the session as before', async ({ browser, playwright }, testInfo) => {
    const member = await newMember(playwright, 'paid');
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    await signInContext(context, member);
    const page = await context.newPage();
    const errors = hydrationErrors(page);
    await gotoAsMember(page, '/userfeed');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${member.firstName}` })).toBeVisible();
    // a member's call made after hydration carries the renewed token (the profile page reads the member's orders)
    await gotoAsMember(page, '/profile');
    await hydrated(page);
    await expect(page.getByText(member.mobile.slice(-4)).first()).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
});
