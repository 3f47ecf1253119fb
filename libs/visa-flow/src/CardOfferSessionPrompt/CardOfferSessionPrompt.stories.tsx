import { makeUser, paidMembership } from '@rewards/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { fakeCardApi } from '../testing/fixtures';
import { VisaStoryFrame } from '../testing/VisaStoryFrame';
import { CardOfferSessionPrompt } from './CardOfferSessionPrompt';

interface PromptDemoProps {
  paymentInProgress: boolean;
  onContinuePayment: () => void;
  onLogout: () => void;
}

/** A signed-in member with a card checked in this tab's session. */
function PromptDemo(props: PromptDemoProps) {
  return (
    <VisaStoryFrame cardApi={fakeCardApi()} user={makeUser({ ...paidMembership })} keptCard>
      {(storage) => <CardOfferSessionPrompt open storage={storage} reload={() => undefined} desktop={false} {...props} />}
    </VisaStoryFrame>
  );
}

const meta = {
  title: 'Visa flow/Card session prompt',
  component: PromptDemo,
  args: { paymentInProgress: true, onContinuePayment: fn(), onLogout: fn() },
} satisfies Meta<typeof PromptDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** visa_offer_payment_logged_in with a payment in progress: continue it or log out; nothing else closes it. */
export const PaymentInProgress: Story = {
  name: 'Payment in progress',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Payment in progress' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Payment in progress' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue payment' }));
    await expect(args.onContinuePayment).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

/** Without a payment: the kept card's activation options, with Logout as the only way out. */
export const ActivationOptions: Story = {
  name: 'Activation options (not dismissable)',
  args: { paymentInProgress: false },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Activate your membership' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Activate your membership' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Proceed' })).toBeDisabled();
  },
};
