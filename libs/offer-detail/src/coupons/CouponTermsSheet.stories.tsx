import { createOverlayStore, OverlayProvider } from '@rewards/platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeOfferState } from '../actions/testing';
import { CouponDrawer } from './CouponDrawer';
import { CouponTermsSheet, type CouponTermsPayload } from './CouponTermsSheet';

const OFFER = 'tandoor-tales-weekday-buffet';
const TNCS = ['<p>Valid on the weekday lunch buffet, Monday to Friday.</p>', '<p>One code per table per visit.</p>', '<p>Cannot be combined with other offers.</p>'];

const state = makeOfferState({
  name: OFFER,
  productDetails: { subOfferName: OFFER, companyName: 'Tandoor Tales' },
  ctaDetails: { actionType: 'VIEW_CODE', label: 'VIEW CODE', disabled: false },
  isViewCode: true,
  redemptionDetails: {
    activeCoupons: [{ couponCode: 'TNDR-7Q2K-LM4P', expiryDate: '2026-12-31T00:00:00Z', generated: true, expired: false, state: 'GENERATED' }],
    expiredCoupons: [],
    maxRedemption: 2,
    left: 1,
    generateNext: true,
  },
});

/** The drawer and its terms sheet under one overlay store, as the offer page hosts them; the terms open first. */
function DrawerWithTerms({ payload }: { payload?: CouponTermsPayload }) {
  const [store] = useState(() => {
    const created = createOverlayStore();
    created.open('coupons_tnc', { key: OFFER, ...(payload ? { payload } : {}) });
    return created;
  });
  return (
    <OverlayProvider store={store}>
      <CouponDrawer offerName={OFFER} companyName="Tandoor Tales" state={state} tncs={TNCS} onCouponState={() => undefined} onGenerate={() => undefined} />
      <CouponTermsSheet offerName={OFFER} companyName="Tandoor Tales" tncs={TNCS} />
    </OverlayProvider>
  );
}

const meta = {
  title: 'Offers/Coupon terms',
  component: DrawerWithTerms,
  args: { payload: { from: 'coupons_drawer' } },
} satisfies Meta<typeof DrawerWithTerms>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the coupon drawer: the terms as a list, and 'Back to your codes' opens the drawer again. */
export const FromTheDrawer: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const terms = await body.findByRole('dialog', { name: 'Terms and conditions' });
    await expect(terms).toHaveAccessibleDescription('Tandoor Tales codes');
    await expect(within(terms).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(terms).getByText('One code per table per visit.')).toBeVisible();
    await userEvent.click(within(terms).getByRole('button', { name: 'Back to your codes' }));
    await expect(await body.findByRole('dialog', { name: 'Tandoor Tales codes' })).toBeVisible();
  },
};

/** Opened on its own (no drawer to go back to): 'Done' closes it. */
export const OnItsOwn: Story = {
  args: { payload: {} },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const terms = await body.findByRole('dialog', { name: 'Terms and conditions' });
    await userEvent.click(within(terms).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Terms and conditions' })).not.toBeInTheDocument());
    await expect(body.queryByRole('dialog', { name: 'Tandoor Tales codes' })).not.toBeInTheDocument();
  },
};
