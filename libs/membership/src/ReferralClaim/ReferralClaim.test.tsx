import type { PaymentApi } from '@rewards/api-client';
import { giftCode } from '@rewards/api-client/testing';
import type { CodeDetails, ReferralCampaign } from '@rewards/api-contract';
import { LoginPopupProvider } from '@rewards/auth';
import { testSessionStore } from '@rewards/auth/testing';
import { createOverlayStore, OverlayProvider } from '@rewards/platform';
import { PartnerProvider } from '@rewards/partner';
import { examplePartners } from '@rewards/partner/examples';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { REFERRAL_CLAIM_DISMISSED_KEY } from '../rules/referralClaim';
import { fakePaymentApi } from '../testing/fixtures';
import { PaymentProviders } from '../testing/PaymentProviders';
import { ReferralClaim } from './ReferralClaim';

const referral = giftCode({ code: 'AARAV3210', type: 'REFERRAL', offerText: null, discount: 200, referrerName: 'Aarav' });
const campaign: ReferralCampaign = {
  campaignId: 'REFER-AND-EARN-2026',
  campaignStartDate: '2020-01-01T00:00:00Z',
  campaignEndDate: '2099-01-01T00:00:00Z',
  displayInfo: { title: 'Refer and earn', description: 'Invite friends to join.', referrerReward: '₹200 rewards', refereeReward: '₹200 off the membership' },
};

/** A page whose code check answers `code` once it has run (as the home's strip does). */
function Page({ code }: { code: CodeDetails }) {
  const [checked, setChecked] = useState<CodeDetails | null>(null);
  return (
    <>
      <button type="button" onClick={() => setChecked(code)}>
        check the code
      </button>
      <ReferralClaim code={checked} />
    </>
  );
}

function renderClaim(code: CodeDetails, paymentApi: PaymentApi = fakePaymentApi({ referralCampaigns: async () => ({ campaigns: [campaign] }) })) {
  const overlays = createOverlayStore();
  render(
    <PartnerProvider partner={examplePartners.core}>
      <PaymentProviders paymentApi={paymentApi} store={testSessionStore(null)}>
        <OverlayProvider store={overlays}>
          <MemoryRouter>
            <LoginPopupProvider>
              <Page code={code} />
            </LoginPopupProvider>
          </MemoryRouter>
        </OverlayProvider>
      </PaymentProviders>
    </PartnerProvider>,
  );
  return { overlays, check: () => act(() => screen.getByRole('button', { name: 'check the code' }).click()) };
}

beforeEach(() => sessionStorage.clear());

describe('ReferralClaim (claim_referral)', () => {
  it('asks a visitor with a referral code to claim it: who invited them, what they get, the code and the terms', async () => {
    const { overlays, check } = renderClaim(referral);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    check();

    const sheet = await screen.findByRole('dialog', { name: 'Aarav invited you to Prime Rewards' });
    expect(overlays.current()).toMatchObject({ type: 'claim_referral', key: 'home' });
    await waitFor(() => expect(sheet).toHaveAccessibleDescription('₹200 off the membership'));
    expect(within(sheet).getByText('AARAV3210')).toBeInTheDocument();
    // (jsdom's accessible names drop the space before the hidden text; browsers keep it)
    const terms = within(sheet).getByRole('link', { name: /^Referral terms and conditions ?\(opens in a new tab\)$/ });
    expect(terms).toHaveAttribute('href', '/referral-terms-and-conditions');
    expect(terms).toHaveAttribute('target', '_blank');
  });

  it("without a running campaign the reward is the code's own saving", async () => {
    const { check } = renderClaim(referral, fakePaymentApi({ referralCampaigns: async () => ({ campaigns: [] }) }));
    check();
    const sheet = await screen.findByRole('dialog', { name: 'Aarav invited you to Prime Rewards' });
    expect(sheet).toHaveAccessibleDescription('You save ₹200 on your membership');
  });

  it('CLAIM NOW opens sign-in for payment with the referral code in its code field', async () => {
    const user = userEvent.setup();
    const { overlays, check } = renderClaim(referral);
    check();
    const sheet = await screen.findByRole('dialog', { name: 'Aarav invited you to Prime Rewards' });
    await user.click(within(sheet).getByRole('button', { name: 'CLAIM NOW' }));

    expect(await screen.findByRole('dialog', { name: 'Login' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Referral or gift code' })).toHaveValue('AARAV3210');
    expect(overlays.current()).toMatchObject({ type: 'sign_in' });
    // Claiming is not a 'Not now'.
    expect(sessionStorage.getItem(REFERRAL_CLAIM_DISMISSED_KEY)).toBeNull();
  });

  it("'Not now' closes it and this tab is not asked about the code again", async () => {
    const user = userEvent.setup();
    const { overlays, check } = renderClaim(referral);
    check();
    await user.click(within(await screen.findByRole('dialog', { name: 'Aarav invited you to Prime Rewards' })).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(overlays.current()).toBeNull();
    expect(sessionStorage.getItem(REFERRAL_CLAIM_DISMISSED_KEY)).toBe('AARAV3210');
  });

  it('a referral code this tab said Not now to is not offered again', async () => {
    sessionStorage.setItem(REFERRAL_CLAIM_DISMISSED_KEY, 'AARAV3210');
    const { overlays, check } = renderClaim(referral);
    check();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(overlays.current()).toBeNull();
  });

  it('a gift or promo code is no referral: nothing is asked', async () => {
    const { overlays, check } = renderClaim(giftCode({ code: 'WELCOME100', type: 'GC' }));
    check();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(overlays.current()).toBeNull();
  });
});
