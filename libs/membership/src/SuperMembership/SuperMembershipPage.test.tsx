import { annualPlan, quarterlyPlan, superPlan } from '@rewards/api-client/testing';
import { makeUser, testSessionStore } from '@rewards/auth/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { fakePaymentApi } from '../testing/fixtures';
import { renderPayment } from '../testing/renderPayment';
import { SuperMembershipPage } from './SuperMembershipPage';
import { superComparison } from './superMembership';

function renderSuper({ plans = [annualPlan, quarterlyPlan, superPlan], store = testSessionStore(null, 'loggedOut') } = {}) {
  const paymentApi = fakePaymentApi({ plans: async () => ({ plans, appliedCode: null }) });
  return renderPayment(
    <Suspense fallback={null}>
      <SuperMembershipPage />
    </Suspense>,
    { paymentApi, store, route: '/timesprimesuper', path: ['/timesprimesuper', '/payment'] },
  );
}

describe('superComparison', () => {
  it('finds the super plan and the preferred plan it adds to', () => {
    expect(superComparison([quarterlyPlan, annualPlan, superPlan])).toEqual({ superPlan, basePlan: annualPlan });
    expect(superComparison([annualPlan])).toBeUndefined();
  });
});

describe('/timesprimesuper', () => {
  it('shows the super plan beside the annual one, and JOIN SUPER opens payment with super chosen', async () => {
    renderSuper();
    expect(await screen.findByRole('heading', { level: 1, name: 'Super annual membership' })).toBeInTheDocument();
    expect(screen.getByText((_text, element) => element?.tagName === 'P' && element.textContent === '₹1,999 for 365 days instead of ₹2,499')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Annual membership' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Super-exclusive offers No Yes/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'JOIN SUPER' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/payment?preferredVariant=PRIME_SUPER');
  });

  it('tells a super member they hold it, with no button to buy it again', async () => {
    renderSuper({ store: testSessionStore(makeUser({ variantName: 'PRIME_SUPER', primeUser: true })) });
    expect(await screen.findByText(/^You are a super member/)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('link', { name: 'JOIN SUPER' })).not.toBeInTheDocument();
  });

  it('says so when super is not on sale', async () => {
    renderSuper({ plans: [annualPlan] });
    expect(await screen.findByText('The super membership is not on sale right now.')).toBeInTheDocument();
  });
});
