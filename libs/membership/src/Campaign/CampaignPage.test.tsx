import { festiveCampaign, planCta } from '@rewards/api-client/testing';
import { LoginPopupProvider } from '@rewards/auth';
import { makeUser, testSessionStore } from '@rewards/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_PAYMENT_DATA_KEY } from '../rules/campaign';
import { fakePaymentApi } from '../testing/fixtures';
import { renderPayment } from '../testing/renderPayment';
import { CampaignPage, type CampaignPageProps } from './CampaignPage';

function renderCampaign(props: Partial<CampaignPageProps> = {}, store = testSessionStore(null, 'loggedOut'), paymentApi = fakePaymentApi()) {
  return renderPayment(
    <LoginPopupProvider>
      <CampaignPage campaign={festiveCampaign} canonicalPath="/campaigns/festive-sale" {...props} />
    </LoginPopupProvider>,
    { paymentApi, store, route: '/campaigns/festive-sale', path: ['/campaigns/:campaignName', '/payment', '/payment/:screen'] },
  );
}

beforeEach(() => sessionStorage.clear());

describe('CampaignPage', () => {
  it('fills #totalAmount in the CTA, strikes the list price out and shows the discount, banner and offers', () => {
    renderCampaign();
    expect(screen.getByRole('heading', { level: 1, name: 'The festive membership sale' })).toBeInTheDocument();
    const cta = screen.getByRole('button', { name: 'Join now at ₹799.20' });
    expect(cta.style.getPropertyValue('--campaign-bg')).toBe('#7A1F5C');
    expect(cta.style.getPropertyValue('--campaign-text')).toBe('#FFFFFF');
    expect(screen.getByText((_text, element) => element?.tagName === 'P' && element.textContent === '₹799.20 instead of ₹1,199')).toBeInTheDocument();
    expect(screen.getByText('You save ₹399.80')).toBeInTheDocument();
    expect(screen.getByText('Festive sale: 20% off the annual membership with FESTIVE20')).toBeInTheDocument();
    const offers = screen.getByRole('region', { name: 'Pay less with these offers' });
    expect(within(offers).getAllByRole('listitem')).toHaveLength(2);
    // the free trial and the footer only where the page asks for them
    expect(screen.queryByRole('button', { name: 'START FREE TRIAL' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Festive sale terms' })).not.toBeInTheDocument();
  });

  it('a visitor: keeps the campaign payment data, then opens sign-in for the payment', async () => {
    const user = userEvent.setup();
    renderCampaign();
    await user.click(screen.getByRole('button', { name: 'Join now at ₹799.20' }));
    expect(JSON.parse(sessionStorage.getItem(CAMPAIGN_PAYMENT_DATA_KEY)!)).toEqual({ orderAmount: 799.2, gc: 'FESTIVE20', variantId: 1, variantName: 'PRIME_ANNUAL', offersHeader: 'Pay less with these offers' });
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('a member: goes to payment with the code and the plan', async () => {
    const user = userEvent.setup();
    renderCampaign({}, testSessionStore(makeUser()));
    await user.click(screen.getByRole('button', { name: 'Join now at ₹799.20' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment?promo=FESTIVE20&preferredVariant=PRIME_ANNUAL'));
  });

  it('shows the free trial and the campaign’s own footer when asked', async () => {
    const user = userEvent.setup();
    renderCampaign({ showFreeTrial: true, showFooter: true });
    const footer = screen.getByRole('contentinfo', { name: 'Festive sale terms' });
    expect(within(footer).getAllByRole('listitem')[0]).toHaveTextContent('The 20% discount applies to the annual membership price, once per member.');
    await user.click(screen.getByRole('button', { name: 'START FREE TRIAL' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('hides START FREE TRIAL once the plan says the trial is off for this viewer (FREE_TRIAL_OFF)', async () => {
    const member = testSessionStore(makeUser(), 'loggedIn');
    renderCampaign({ showFreeTrial: true }, member, fakePaymentApi({ planCta: async () => ({ ...planCta, trialAvailable: false }) }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'START FREE TRIAL' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Join/ })).toBeInTheDocument();
  });

  it('marks the page noindex when asked', () => {
    renderCampaign({ noIndex: true });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});
