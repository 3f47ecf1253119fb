import { expect, test, type Page } from '@playwright/test';
import { violations } from '../axe';
import { MEMBER_CHECKS_ADDRESS } from '../limits';
import { gotoAsMember, logIn } from '../login';

// The seeded student offer (apps/api README): its page asks for the student verification form.
const STUDENT_OFFER_PAGE = '/categories/learning/examedge-test-series-40';
// A real 1×1 PNG, and a Windows program (its MZ header): both sent under a .pdf name, so only the
// server's reading of the content tells them apart.
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PROGRAM = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000b8000000', 'hex'), Buffer.alloc(2048)]);

const form = (page: Page) => page.getByRole('dialog', { name: 'Verify your student status' });
const fileInput = (page: Page) => form(page).getByLabel('Upload student ID');

async function chooseFile(page: Page, name: string, buffer: Buffer, mimeType = 'application/pdf'): Promise<void> {
  await fileInput(page).setInputFiles({ name, mimeType, buffer });
}

/** Chooses a file and waits out its 3 s 'Uploading ...' step. */
async function chooseAndWait(page: Page, name: string, buffer: Buffer): Promise<void> {
  await chooseFile(page, name, buffer);
  await expect(form(page).getByText(/^Uploading \.\.\. \d+%$/)).toBeVisible();
  await expect(form(page).getByRole('button', { name: `Remove ${name}` })).toBeVisible({ timeout: 10_000 });
}

test.describe('the student offer form', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': MEMBER_CHECKS_ADDRESS } });
  test.describe.configure({ timeout: 90_000 });

  test('a member opens it from the student offer, meets each of its messages, is refused a renamed program and sends a PNG named .pdf', async ({ page, request }) => {
    await logIn(page, request);
    await gotoAsMember(page, STUDENT_OFFER_PAGE);
    await page.locator('#root:not([data-hydrating])').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Verify student status' }).click();
    const dialog = form(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/may cancel your subscription if the documents are found not to be legitimate/)).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();

    // Blank on blur: the mandatory message.
    const college = dialog.getByRole('textbox', { name: 'College name' });
    await college.focus();
    await college.blur();
    await expect(dialog.getByText('This field is mandatory')).toBeVisible();
    await college.fill('St. Xavier’s College');

    const email = dialog.getByRole('textbox', { name: 'Email' });
    await email.fill('Riya@College');
    await email.blur();
    await expect(dialog.getByText('Email is invalid')).toBeVisible();
    await email.fill('');
    await email.pressSequentially('Riya@College.AC.IN');
    await expect(email).toHaveValue('riya@college.ac.in');

    const pinCode = dialog.getByRole('textbox', { name: 'Pin code' });
    await pinCode.fill('012345');
    await pinCode.blur();
    await expect(dialog.getByText('Pin code is invalid')).toBeVisible();
    await pinCode.fill('400001');
    const name = dialog.getByRole('textbox', { name: 'Full name' });
    await name.fill('Riya Sharma');
    await expect(dialog.getByText('This field is mandatory')).toHaveCount(0);

    // 12 MB: refused at once, and nothing can be sent.
    await chooseFile(page, 'scan.pdf', Buffer.alloc(12 * 1024 * 1024));
    await expect(dialog.getByText('Please upload a file of less than 10 MB')).toBeVisible();
    await expect(submit).toBeDisabled();

    // A program renamed .pdf passes the name check, but the server reads its content.
    await chooseAndWait(page, 'id-card.pdf', PROGRAM);
    await expect(submit).toBeEnabled();
    expect(await violations(page)).toEqual([]);
    await submit.click();
    await expect(dialog.getByText('Please upload a jpeg, png, pdf, eps, docx, svg, webp, jpg or doc file')).toBeVisible();

    // Submit waits for another document; the refused one is removed.
    await expect(submit).toBeDisabled();
    await dialog.getByRole('button', { name: 'Remove id-card.pdf' }).click();

    // A PNG under a .pdf name is a PNG, and PNGs are taken.
    await chooseAndWait(page, 'student-id.pdf', ONE_PIXEL_PNG);
    await submit.click();
    await expect(dialog.getByText('Your documents have been submitted for verification')).toBeVisible();
    await expect(dialog.getByText('Submitted — under review')).toBeVisible();

    // The request is the member's to see on /student-offer.
    await gotoAsMember(page, '/student-offer');
    await expect(page.getByRole('heading', { level: 1, name: 'Student offer' })).toBeVisible();
    await expect(page.getByText('Submitted — under review')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('a click outside closes the form; a visitor is asked to sign in first', async ({ page, request }) => {
    await page.goto('/student-offer');
    await expect(page.getByRole('heading', { level: 1, name: 'Student offer' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in to verify' })).toBeVisible();

    await logIn(page, request);
    await gotoAsMember(page, '/student-offer');
    await page.getByRole('button', { name: 'Verify student status' }).click();
    await expect(form(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(form(page)).toBeHidden();
  });
});
