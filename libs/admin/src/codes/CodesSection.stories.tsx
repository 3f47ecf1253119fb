import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { respondWith, sectionStory } from '../testing';
import CodesSection from './CodesSection';
import { codesServer, refusedPoolFile } from './testing';

const CodesDemo = sectionStory('/codes/*', CodesSection);

const meta = {
  title: 'Console/Codes and pools',
  component: CodesDemo,
  ...respondWith(codesServer()),
  parameters: { layout: 'padded', route: '/codes' },
} satisfies Meta<typeof CodesDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The promo and gift codes with their rules; a paused one offers Resume, a live one Pause. */
export const PromoCodes: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Promo and gift codes' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Codes (2 of 2)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resume FESTIVE20' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pause WELCOME100' })).toBeVisible();
  },
};

/** 'New code' opens the form in place of its button. */
export const NewCodeForm: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New code' }));
    const form = canvas.getByRole('form', { name: 'New code' });
    await expect(within(form).getByLabelText('Code')).toBeVisible();
    await expect(within(form).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'New code' })).toBeNull();
  },
};

/** Partners' store codes, each with its claims and a Pause button; the tabs lead to the section's other pages. */
export const StoreCodes: Story = {
  parameters: { route: '/codes/store' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Store codes' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Store codes (1 of 1)' });
    await expect(within(table).getByRole('rowheader', { name: 'DIAMONDCLUB' })).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Pause DIAMONDCLUB' })).toBeVisible();
    const tabs = canvas.getByRole('navigation', { name: 'Codes and pools' });
    await expect(within(tabs).getByRole('link', { name: 'Store codes' })).toHaveAttribute('aria-current', 'page');
    await expect(within(tabs).getByRole('link', { name: 'Promo and gift codes' })).not.toHaveAttribute('aria-current');
    await expect(within(tabs).getByRole('link', { name: 'Coupon pools' })).toHaveAttribute('href', '/codes/pools');
    await userEvent.click(within(tabs).getByRole('link', { name: 'Coupon pools' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Coupon pools' })).toBeVisible();
    await expect(within(tabs).getByRole('link', { name: 'Coupon pools' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Stock per offer, a low one marked in words, and an upload form per offer. */
export const CouponPools: Story = {
  parameters: { route: '/codes/pools' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Low stock (under 80)')).toBeVisible();
    await expect(canvas.getByText('Enough')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Upload codes for giftgully-flat-250' })).toBeVisible();
  },
};

/** A refused file: nothing loaded, every bad line listed under its form. */
export const PoolFileRefused: Story = {
  args: { respond: codesServer({ '/nc/admin/v1/pools/7/upload': refusedPoolFile }) },
  parameters: { route: '/codes/pools' },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Upload codes for healthy-bowl-30' });
    await userEvent.upload(within(form).getByLabelText('CSV file for healthy-bowl-30'), new File(['code\n'], 'codes.csv', { type: 'text/csv' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    const alert = await within(form).findByRole('alert');
    await expect(alert).toHaveTextContent('Nothing was loaded: 2 lines have problems. Fix them and upload the file again.');
    await expect(within(alert).getByText('line 5: code: is empty')).toBeVisible();
    await expect(within(alert).getByText('line 7: code HB30-0001 is listed twice (first on line 3)')).toBeVisible();
  },
};

/** An enrolment list for a partner: the counts once it is added. */
export const Enrolments: Story = {
  parameters: { route: '/codes/enrolments' },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Upload an enrolment list' });
    await userEvent.upload(within(form).getByLabelText('CSV file'), new File(['mobile\n9876543210\n+91 98765 43211\n09876543212\n'], 'enrolments.csv', { type: 'text/csv' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Upload list' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('SHOPPERS_STOP: 3 mobiles read, 2 enrolled, 1 already on the list, 0 repeated in the file.');
  },
};
