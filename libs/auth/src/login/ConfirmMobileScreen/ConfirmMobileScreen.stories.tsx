import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConfirmMobileScreen } from './ConfirmMobileScreen';

const meta = {
  title: 'Auth/Login/CONFIRM_MOBILE',
  component: ConfirmMobileScreen,
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <ConfirmMobileScreen {...args} />
    </div>
  ),
  args: { mobile: '9876543210', onEditMobile: fn(), pending: false, onConfirm: fn() },
} satisfies Meta<typeof ConfirmMobileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('+91 9876543210')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'CONFIRM AND PROCEED' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit mobile number' }));
    await expect(args.onEditMobile).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = { args: { pending: true } };

export const WithError: Story = { name: 'Error', args: { mobileError: 'Your account is blocked, Please contact Customer Support' } };
