import { expect, test } from '@playwright/test';
import { codeSentTo, mobileField, verifyWith } from '../login';
import { settled } from '../hydration';

// The paid demo member from the seed (apps/api/src/seed/data/users.yaml).
const PAID_MEMBER = '9876543210';

test.describe('what a free-trial login hands over to the page it lands on', () => {
  test('a paid member who starts the free trial lands on the feed and is told they are already a member', async ({ page, request }) => {
    await page.goto('/');
    // The free-trial widget is far down the server's page, in a section whose code loads after the
    // first screen: press it once every part of the page is React's (settled; network quiet alone
    // left the widget's server button without its handler on a loaded machine).
    await settled(page);
    await page.getByRole('button', { name: 'START FREE TRIAL' }).click();
    const popup = page.getByRole('dialog', { name: 'Login' });
    await mobileField(page).fill(PAID_MEMBER);
    await popup.getByRole('button', { name: 'JOIN NOW' }).click();
    await verifyWith(page, await codeSentTo(request, PAID_MEMBER));

    await expect(page).toHaveURL(/\/userfeed$/);
    await expect(page.getByText('You are already a member of this plan')).toBeVisible();
  });
});
