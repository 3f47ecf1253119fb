import { expect, test } from '@playwright/test';
import { violations } from '../axe';
import { DIGITAL_EVENT_ADDRESS } from '../limits';
import { codeSentTo, mobileField, verifyWith } from '../login';

/** Ishaan, a paid demo member with a complete profile (no other journey signs in as him). */
const PAID_MEMBER = '9876543213';
/** Streamed live now (the seed's food walk, live for weeks from the seeding). */
const LIVE_EVENT = '/digital-event/zaika-trails-old-delhi-food-walk';

test.describe('digital events (core site)', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': DIGITAL_EVENT_ADDRESS } });

  test('a visitor signs in on the way; the member plays the live stream at volume 70 full screen and closes it with Escape', async ({ page, request }) => {
    await page.goto(LIVE_EVENT);
    await expect(page).toHaveURL(/\/login$/);
    await mobileField(page).fill(PAID_MEMBER);
    await page.getByRole('button', { name: 'JOIN NOW' }).click();
    await verifyWith(page, await codeSentTo(request, PAID_MEMBER));

    await expect(page).toHaveURL(new RegExp(`${LIVE_EVENT}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Old Delhi food walk with a chef-host' })).toBeVisible();
    await expect(page.getByText('LIVE NOW', { exact: true })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    const watch = page.getByRole('button', { name: 'Watch live' });
    await watch.click();
    const player = page.getByRole('dialog', { name: 'Old Delhi food walk with a chef-host' });
    await expect(player).toBeVisible();
    await expect(player.getByText('LIVE', { exact: true })).toBeVisible();
    const video = player.locator('video');
    await expect(video).toBeFocused();
    // Playing: time moves on, at the spec's volume, with sound (the Watch click is the gesture).
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
    const first = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(first);
    expect(await video.evaluate((element: HTMLVideoElement) => ({ paused: element.paused, volume: element.volume, muted: element.muted }))).toEqual({
      paused: false,
      volume: 0.7,
      muted: false,
    });
    // The file is seekable: the API answers byte ranges.
    expect(await video.evaluate((element: HTMLVideoElement) => Number.isFinite(element.duration) && element.duration > 5)).toBe(true);
    expect(await violations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(player).toBeHidden();
    await expect(watch).toBeFocused();

    // An upcoming event says when it starts and has nothing to watch yet; an unknown one is the 404 page.
    await page.goto('/digital-event/mehfil-live-sufi-night');
    await expect(page.getByText(/^Starts on \d{1,2} \w{3} \d{4}/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Watch/ })).toHaveCount(0);
    await page.goto('/digital-event/no-such-event');
    await expect(page.getByText('ERROR 404. Looks like you went into space and got lost')).toBeVisible();
  });

  test('the API serves the sample video in byte ranges', async ({ request }) => {
    const partial = await request.get('/static/video/sample-event.webm', { headers: { range: 'bytes=0-1023' } });
    expect(partial.status()).toBe(206);
    expect(partial.headers()['content-type']).toBe('video/webm');
    expect(partial.headers()['content-range']).toMatch(/^bytes 0-1023\/\d+$/);
    expect((await partial.body()).length).toBe(1024);
  });

  test('/slike-paywall tells a visitor the video is for members, rendered on the server, noindex', async ({ page, request }) => {
    const html = await (await request.get('/slike-paywall?returnUrl=%2Fdigital-event%2Fmehfil-live-sufi-night')).text();
    expect(html).toContain('This video is for members');

    await page.goto('/slike-paywall?returnUrl=https%3A%2F%2Fevil.example%2F');
    await expect(page.getByRole('heading', { level: 1, name: 'This video is for members' })).toBeVisible();
    await expect(page.getByText('ERROR 404')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('link', { name: 'START FREE TRIAL' })).toHaveAttribute('href', '/payment?flow=trial');
    await expect(page.getByRole('link', { name: 'Sign in to watch' })).toHaveAttribute('href', '/login');
    expect(await violations(page)).toEqual([]);
  });
});
