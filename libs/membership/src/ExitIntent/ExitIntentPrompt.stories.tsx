import { planCta } from '@rewards/api-client/testing';
import { LoginPopupProvider } from '@rewards/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { EXIT_INTENT_DISABLED_UNTIL_KEY } from '../rules/exitIntent';
import { fakePaymentApi } from '../testing/fixtures';
import { PaymentStoryFrame } from '../testing/PaymentStoryFrame';
import { ExitIntentPrompt } from './ExitIntentPrompt';

function ExitIntentDemo() {
  return (
    <PaymentStoryFrame paymentApi={fakePaymentApi({ planCta: async () => ({ ...planCta, trialAvailable: true, trialDays: 30 }) })} user={null}>
      <LoginPopupProvider>
        <p>Move the pointer out through the top of the window.</p>
        <ExitIntentPrompt />
      </LoginPopupProvider>
    </PaymentStoryFrame>
  );
}

const meta = {
  title: 'Payment/Exit-intent prompt',
  component: ExitIntentDemo,
  beforeEach: () => {
    localStorage.removeItem(EXIT_INTENT_DISABLED_UNTIL_KEY);
  },
} satisfies Meta<typeof ExitIntentDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's pointer leaves the window through its top edge: the free trial, once more. */
export const LeavingVisitor: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await waitFor(() => {
      document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: null, bubbles: true }));
      return expect(screen.getByRole('dialog', { name: 'Still in doubt?' })).toBeVisible();
    });
    await expect(screen.getByText('Get FREE access to top 8 brands for 30 days')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'START FREE TRIAL' })).toBeEnabled();
  },
};
