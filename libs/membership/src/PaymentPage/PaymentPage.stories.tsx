import { ApiError } from '@rewards/api-client';
import { giftCode, never, order } from '@rewards/api-client/testing';
import { makeUser } from '@rewards/auth/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakePaymentApi } from '../testing/fixtures';
import { PaymentStoryFrame } from '../testing/PaymentStoryFrame';
import { PaymentPage } from './PaymentPage';

const refused = (status: number, systemErrorCode: string, userMessage: string) =>
  new ApiError(status, { success: false, systemErrorCode, responseMessage: systemErrorCode, userMessage });

const storePurchase = () => {
  sessionStorage.setItem('rp_pending_purchase', JSON.stringify({ variantId: 2, gc: null, orderAmount: 999 }));
  return () => sessionStorage.clear();
};

function PaymentDemo({ paymentApi = fakePaymentApi(), user }: { paymentApi?: ReturnType<typeof fakePaymentApi>; user?: ReturnType<typeof makeUser> | null }) {
  return (
    <PaymentStoryFrame paymentApi={paymentApi} {...(user !== undefined ? { user } : {})}>
      <PaymentPage goToGateway={() => undefined} />
    </PaymentStoryFrame>
  );
}

const meta = {
  title: 'Payment/Payment page',
  component: PaymentDemo,
  parameters: { route: '/payment' },
  argTypes: { paymentApi: { control: false }, user: { control: false } },
} satisfies Meta<typeof PaymentDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReviewOrder: Story = {
  name: 'Review order',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Review Order' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'PAY ₹999 instead of ₹1,199' })).toBeEnabled();
  },
};

/**
 * PAY moves to Make Payment: a route change, so the new step enters with the 300 ms transition
 * (spec §2). Members who prefer reduced motion get no transition at all (the story tests run so).
 */
export const RouteChangeTransition: Story = {
  name: 'Route change: the step enters (300 ms, none with reduced motion)',
  play: async ({ canvas }) => {
    const review = canvas.getByRole('heading', { level: 1, name: 'Review Order' }).parentElement!;
    await expect(review).toHaveAttribute('data-transition', 'none');
    await userEvent.click(await canvas.findByRole('button', { name: 'PAY ₹999 instead of ₹1,199' }));
    const step = (await canvas.findByRole('heading', { level: 1, name: 'Make Payment' })).parentElement!;
    await expect(step).toHaveAttribute('data-transition', 'enter');
    const transition = getComputedStyle(step);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      // the step's own transition is off (the reset's global 0.01 ms has nothing to move)
      await expect(transition.transitionProperty).not.toContain('opacity');
      await expect(Number.parseFloat(transition.transitionDuration)).toBeLessThan(0.001);
      await expect(step.getAnimations()).toHaveLength(0);
      await expect(transition.opacity).toBe('1');
    } else {
      await expect(transition.transitionProperty).toBe('opacity, transform');
      await expect(transition.transitionDuration).toMatch(/^0\.3s/);
    }
  },
};

export const PaymentOffers: Story = {
  name: 'Payment offers sheet',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Payment Offers (2)' }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Payment Offers' });
    await waitFor(() => expect(within(sheet).getByText('Flat ₹50 off with UPI')).toBeVisible());
  },
};

export const CodeFromUrl: Story = {
  name: 'Code applied from the URL, counting down',
  parameters: { route: '/payment?promo=WELCOME100' },
  args: { paymentApi: fakePaymentApi({ codeDetails: async (code) => giftCode({ code, endTime: new Date(Date.now() + 2 * 3_600_000).toISOString() }) }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Code WELCOME100 applied: ₹100 off your membership')).toBeVisible();
    await expect(canvas.getByText(/^valid till \d\d:\d\d:\d\d$/)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'PAY ₹899 instead of ₹1,199' })).toBeVisible();
  },
};

export const CodeRefused: Story = {
  name: 'Code refused',
  args: { paymentApi: fakePaymentApi({ codeDetails: () => Promise.reject(refused(400, 'TP-CODE-EXPIRED', 'This code has expired')) }) },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Gift or promo code' }), 'OLDCODE');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('This code has expired')).toBeVisible();
  },
};

export const MakePayment: Story = {
  name: 'Make payment',
  parameters: { route: '/payment/make-payment' },
  args: { paymentApi: fakePaymentApi({ redirect: () => never() }) },
  beforeEach: storePurchase,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Make Payment' })).toBeVisible();
    await expect(canvas.getByText('Creating your order…')).toBeVisible();
  },
};

export const CancelPayment: Story = {
  name: 'Cancel payment question',
  parameters: { route: '/payment/make-payment' },
  args: { paymentApi: fakePaymentApi({ redirect: () => never() }) },
  beforeEach: storePurchase,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Are you sure you want to cancel ?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'No' })).toBeVisible();
  },
};

export const PaymentBlocked: Story = {
  name: 'Payment blocked by the browser',
  parameters: { route: '/payment/make-payment' },
  args: { paymentApi: fakePaymentApi({ redirect: () => Promise.reject(new TypeError('Failed to fetch')) }) },
  beforeEach: storePurchase,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/We're currently unable to process your payment/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Confirming: Story = {
  name: 'Payment status (confirming)',
  parameters: { route: '/payment/payment-status?orderId=ord_1' },
  args: { paymentApi: fakePaymentApi({ orderStatus: async () => order({ status: 'PENDING' }), pollConfig: async () => ({ initialDelayMs: 0, intervalMs: 60_000, maxAttempts: 5, timeoutMs: 600_000 }) }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Confirming your payment/)).toBeVisible();
  },
};

export const Confirmation: Story = {
  name: 'Confirmation',
  parameters: { route: '/payment/confirmation?orderId=ord_1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirmation' })).toBeVisible();
    await expect(await canvas.findByText('22 Nov 2027')).toBeVisible();
  },
};

/** A guest checkout that has paid: the membership is on the guest's mobile, and the benefits need a login. */
export const ConfirmationForGuest: Story = {
  name: 'Confirmation (guest checkout)',
  parameters: { route: '/payment/confirmation?orderId=ord_1' },
  args: { user: makeUser({ loginType: 'GUEST', mobileVerified: false }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Payment successful. Your membership is active.')).toBeVisible();
    await expect(canvas.getByText(/Your membership is on \+91 9876543210/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log in to use your benefits' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Start exploring' })).toBeNull();
  },
};

export const PaymentError: Story = {
  name: 'Error',
  parameters: { route: '/payment/error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops something went wrong' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const FreeTrialActive: Story = {
  name: 'Free trial started',
  parameters: { route: '/payment?flow=trial' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your free trial is active')).toBeVisible();
    await expect(canvas.getByText('22 Dec 2026')).toBeVisible();
  },
};

export const FreeTrialUsed: Story = {
  name: 'Free trial already used',
  parameters: { route: '/payment?flow=trial' },
  args: {
    user: makeUser({ primeProfile: 2 }),
    paymentApi: fakePaymentApi({ subscribe: () => Promise.reject(refused(409, 'TP-TRIAL-USED', 'You have already used your free trial')) }),
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('You have already used your free trial')).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'See membership plans' })).toBeVisible();
  },
};
