// The operator console against the real API and the core site: a reviewer decides a member's student
// request and the member's page shows it, with the decision in the audit log; a marketer cannot reach
// that request, publishes a campaign a visitor then opens, and has a pool file with a bad line refused
// by its line number. axe scans the console's pages at 390 and 1440 px.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { violations } from '../axe';
import { CONSOLE_JOURNEYS_ADDRESS } from '../limits';
import { codeSentTo, freshMobile } from '../login';
import { signInContext } from '../members';
import { API_URL, WEB_URL } from '../ports';
import { STAFF, staffSignIn } from './staff';

// A real 1×1 PNG: the document a member sends.
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

interface StudentMember {
  name: string;
  refreshToken: string;
  requestId: string;
}

/** A member signed in through the API who sends the student form with a PNG, as the site's form sends it. */
async function memberWithStudentRequest(request: APIRequestContext, name: string): Promise<StudentMember> {
  const headers = { 'x-forwarded-for': CONSOLE_JOURNEYS_ADDRESS };
  const mobile = freshMobile();
  const ok = async <T = { data: Record<string, string> }>(answer: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> => {
    expect(answer.status(), `${what}: ${await answer.text()}`).toBe(200);
    return (await answer.json()) as T;
  };
  await ok(await request.post(`${API_URL}/nc/um/user/v1/register`, { headers, data: { mobile, firstName: name.split(' ')[0] } }), 'register');
  const verified = await ok(await request.post(`${API_URL}/nc/um/user/v1/otp/verify`, { headers, data: { mobile, otp: await codeSentTo(request, mobile) } }), 'verify');
  const login = await request.post(`${API_URL}/nc/um/auth/v1/login`, { headers, data: { origin: 'LOGIN', channel: 'TIMES_PRIME', ticketId: verified.data.ticketId } });
  const { accessToken } = (await ok(login, 'login')).data as { accessToken: string };
  const refreshToken = /(?:^|[\s,])rp_rt=([^;]+)/.exec(login.headers()['set-cookie'] ?? '')?.[1] ?? '';
  const bearer = { ...headers, authorization: `Bearer ${accessToken}` };
  await ok(await request.post(`${API_URL}/nc/um/user/v1/update`, { headers: bearer, data: { user: { city: 'Pune', gender: 'F' } } }), 'profile');
  const sent = await request.post(`${API_URL}/nc/um/user/student`, {
    headers: bearer,
    multipart: { name, email: 'riya@college.ac.in', collegeName: 'St. Xavier’s College', pincode: '400001', file: { name: 'student-id.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG } },
  });
  const { data } = await ok<{ data: { requestId: string } }>(sent, 'student form');
  return { name, refreshToken, requestId: data.requestId };
}

/** A `datetime-local` value `days` from now (the browser's zone is the runner's), so the campaign is live whatever the date. */
function localInput(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

async function expectNoViolationsAtBothWidths(page: Page): Promise<void> {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    expect(await violations(page), `axe at ${size.width} px on ${page.url()}`).toEqual([]);
  }
}

test.describe('the operator console', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a reviewer approves a member’s student request, the member’s page shows it, and the audit log shows who', async ({ browser, page, request }) => {
    const member = await memberWithStudentRequest(request, `Riya Sharma ${Date.now() % 100000}`);

    await staffSignIn(page, STAFF.reviewer, '/students');
    await expect(page.getByRole('heading', { level: 1, name: 'Student requests' })).toBeVisible();
    await expectNoViolationsAtBothWidths(page);
    await page.setViewportSize(DESKTOP);
    await page.getByRole('link', { name: member.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Request from ${member.name}` })).toBeVisible();
    await expect(page.getByRole('img', { name: /The member's document: student-id\.png/ })).toBeVisible();
    await expectNoViolationsAtBothWidths(page);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Approved. The member has been told' })).toBeVisible();

    // the member, on the core site
    const memberContext = await browser.newContext({ baseURL: WEB_URL });
    await signInContext(memberContext, member);
    const memberPage = await memberContext.newPage();
    await memberPage.goto('/student-offer');
    await expect(memberPage.getByText('Your student status is verified. The student offers are yours.')).toBeVisible();
    await memberContext.close();

    // an admin reads the audit log
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await staffSignIn(adminPage, STAFF.admin, '/audit');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const row = adminPage.getByRole('row').filter({ hasText: 'adminDecideStudentRequest' }).filter({ hasText: member.requestId });
    await expect(row.first()).toContainText(STAFF.reviewer);
    await expectNoViolationsAtBothWidths(adminPage);
    await adminContext.close();
  });

  test('a marketer cannot reach a student request, publishes a campaign a visitor opens, and has a pool file refused by its bad line', async ({ browser, page, request }) => {
    const member = await memberWithStudentRequest(request, `Kabir Mehta ${Date.now() % 100000}`);
    await staffSignIn(page, STAFF.marketer, '/students');
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed for your role' })).toBeVisible();
    const refused = await page.request.get(`/nc/admin/v1/students/${member.requestId}`);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).systemErrorCode).toBe('ADMIN-403');

    // a new campaign, published
    const name = `winter-${Date.now() % 1_000_000}`;
    await page.goto('/campaigns');
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    await expectNoViolationsAtBothWidths(page);
    await page.setViewportSize(DESKTOP);
    await page.getByRole('link', { name: 'New campaign' }).click();
    await page.getByLabel('URL name').fill(name);
    await page.getByLabel('Title', { exact: true }).fill('The winter membership offer');
    await page.getByLabel('Subtitle').fill('A year of benefits for less');
    await page.getByLabel('Plan').fill('PRIME_ANNUAL');
    await page.getByLabel('Code', { exact: true }).fill('FESTIVE20');
    await page.getByLabel('Button colour', { exact: true }).fill('#1F4E79');
    await page.getByLabel('Button text colour', { exact: true }).fill('#FFFFFF');
    await page.getByLabel('Starts').fill(localInput(-1));
    await page.getByLabel('Ends').fill(localInput(365));
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved.')).toBeVisible();
    await expectNoViolationsAtBothWidths(page);
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText(`Published. /campaigns/${name} shows it`)).toBeVisible();

    const visitor = await browser.newContext({ baseURL: WEB_URL });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/campaigns/${name}`);
    await expect(visitorPage.getByRole('heading', { level: 1, name: 'The winter membership offer' })).toBeVisible();
    await visitor.close();

    // a pool file with a bad third line: nothing stocked, the line named
    await page.goto('/codes/pools');
    await expect(page.getByRole('heading', { level: 1, name: 'Coupon pools' })).toBeVisible();
    const form = page.getByRole('form').first();
    await form.getByLabel(/^CSV file for /).setInputFiles({ name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from('code\nWINTER-A1\n\nWINTER-A1\n') });
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(form.getByRole('alert')).toContainText(/line \d/);
    await expectNoViolationsAtBothWidths(page);
  });

  test('admin operations answer 401 without a staff session', async ({ request }) => {
    const member = await memberWithStudentRequest(request, `Dev Anand ${Date.now() % 100000}`);
    const none = await request.get(`/nc/admin/v1/students/${member.requestId}`);
    expect(none.status()).toBe(401);
    const sessionOnly = await request.get('/nc/admin/v1/session');
    expect((await sessionOnly.json()).systemErrorCode).toBe('ADMIN-401');
  });
});
