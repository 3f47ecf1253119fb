import type { Meta, StoryObj } from '@storybook/react-vite';
import { createOverlayStore, OverlayProvider } from '@rewards/platform';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { makeOfferState } from '../actions/testing';
import { CouponDrawer } from './CouponDrawer';

const OFFER = 'tandoor-tales-gold';

function OpenDrawer({ children }: { children: ReactNode }) {
  const [store] = useState(() => {
    const created = createOverlayStore();
    created.open('coupons_drawer', { key: OFFER });
    return created;
  });
  return <OverlayProvider store={store}>{children}</OverlayProvider>;
}

const state = makeOfferState({
  name: OFFER,
  productDetails: { subOfferName: 'tandoor-tales-gold-3m', companyName: 'Tandoor Tales' },
  ctaDetails: { actionType: 'VIEW_CODE', label: 'VIEW CODE', disabled: false },
  isViewCode: true,
  isCouponDrawerGenerateBtn: true,
  redemptionDetails: {
    activeCoupons: [
      { couponCode: 'TANDOOR-7Q2K', expiryDate: '2026-12-31T00:00:00Z', generated: true, expired: false, state: 'GENERATED' },
      { couponCode: 'TANDOOR-4F8H', expiryDate: '2026-12-15T00:00:00Z', generated: true, expired: false, state: 'COPIED' },
    ],
    expiredCoupons: [{ couponCode: 'TANDOOR-1A2B', expiryDate: '2026-10-31T00:00:00Z', generated: true, expired: true, state: 'REDEEMED' }],
    maxRedemption: 3,
    left: 1,
    generateNext: true,
  },
  couponDetails: {
    partnerCta: { label: 'BOOK A TABLE', url: 'https://tandoor.example/book' },
    expiredCouponsLabel: 'Expired codes',
    nextCouponMessage: 'You can generate 1 more code this month.',
    nextCodeCta: null,
  },
});

const meta = {
  title: 'Offers/Coupon drawer',
  component: CouponDrawer,
  args: {
    offerName: OFFER,
    companyName: 'Tandoor Tales',
    state,
    tncs: ['Valid on dine-in only', 'One code per visit'],
    onCouponState: () => undefined,
    onGenerate: () => undefined,
  },
  decorators: [
    (Story) => (
      <OpenDrawer>
        <Story />
      </OpenDrawer>
    ),
  ],
} satisfies Meta<typeof CouponDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawerOf = (element: HTMLElement) => within(element.ownerDocument.body).findByRole('dialog', { name: 'Tandoor Tales codes' });

/** Active and expired codes, the partner link, the next-code message and button, and the way to the terms. */
export const ActiveAndExpired: Story = {
  play: async ({ canvasElement }) => {
    const drawer = within(await drawerOf(canvasElement));
    await expect(drawer.getByText('TANDOOR-7Q2K')).toBeVisible();
    await expect(drawer.getByText('Valid till 31 Dec 2026')).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Expired codes' })).toBeVisible();
    await expect(drawer.getAllByRole('link', { name: 'BOOK A TABLE' })[0]).toHaveAttribute('target', '_blank');
    await expect(drawer.getByText('You can generate 1 more code this month.')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'GENERATE NEXT CODE' })).toBeEnabled();
    // The terms are their own sheet (coupons_tnc, CouponTermsSheet's stories): the button opens it.
    await expect(drawer.getByRole('button', { name: 'Terms and conditions' })).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

/** Copying a code shows 'Copied' (the clipboard is stubbed: a test browser may refuse the real one). */
export const Copied: Story = {
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async () => undefined } });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
  play: async ({ canvasElement }) => {
    const drawer = within(await drawerOf(canvasElement));
    await userEvent.click(drawer.getByRole('button', { name: 'Copy TANDOOR-7Q2K' }));
    await expect(await drawer.findByText('Copied')).toBeVisible();
  },
};

/** Gift cards: 'NUMBER: ' and 'PIN: ' before the code and its PIN. */
export const CardType: Story = {
  args: {
    state: {
      ...state,
      isCardType: true,
      isCouponDrawerGenerateBtn: false,
      couponDetails: { ...state.couponDetails, nextCouponMessage: 'Next code available on 20 Dec 2026' },
      redemptionDetails: {
        ...state.redemptionDetails,
        activeCoupons: [{ couponCode: '6012 3456 7890 1234', pin: '8841', expiryDate: '2027-03-31T00:00:00Z', generated: true, expired: false, state: 'GENERATED' }],
        expiredCoupons: [],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const drawer = within(await drawerOf(canvasElement));
    await expect(drawer.getByText('NUMBER:')).toBeVisible();
    await expect(drawer.getByText('PIN:')).toBeVisible();
    await expect(drawer.getByText('Next code available on 20 Dec 2026')).toBeVisible();
    await expect(drawer.queryByRole('button', { name: 'GENERATE NEXT CODE' })).not.toBeInTheDocument();
  },
};

/** A failed 'GENERATE NEXT CODE' shows the server's message. */
export const GenerateFailed: Story = {
  args: { error: 'All codes have been claimed' },
  play: async ({ canvasElement }) => {
    const drawer = within(await drawerOf(canvasElement));
    await expect(drawer.getByRole('alert')).toHaveTextContent('All codes have been claimed');
  },
};
