import { expect, test } from '@playwright/test';
import { API_URL, BURST_TEST_ADDRESS } from '../limits';
import { freshMobile } from '../login';

interface Refusal {
  systemErrorCode: string;
  userMessage: string;
}

test.describe('code sending limits (real API)', () => {
  test('a second code within 30 seconds is refused, and a burst from one address is cut off', async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: API_URL, extraHTTPHeaders: { 'x-forwarded-for': BURST_TEST_ADDRESS } });
    const register = (mobile: string) => api.post('/nc/um/user/v1/register', { data: { mobile } });

    const mobile = freshMobile();
    expect((await register(mobile)).status()).toBe(200);
    const again = await register(mobile);
    expect(again.status()).toBe(429);
    expect(((await again.json()) as Refusal).systemErrorCode).toBe('405');

    // One send above is already counted; the address may send 20 codes an hour.
    const statuses: number[] = [];
    let last: Refusal | undefined;
    for (let sent = 0; sent < 22; sent += 1) {
      const answer = await register(freshMobile());
      statuses.push(answer.status());
      if (answer.status() !== 200) last = (await answer.json()) as Refusal;
    }
    expect(statuses.slice(0, 19)).toEqual(Array(19).fill(200));
    expect(statuses.slice(19)).toEqual([429, 429, 429]);
    expect(last?.systemErrorCode).toBe('TP429');
    expect(last?.userMessage).not.toBe('');
    await api.dispose();
  });
});
