import { giftCode } from '@rewards/api-client/testing';
import type { CodeDetails } from '@rewards/api-contract';
import { createOverlayStore, OverlayProvider, type OverlayStore } from '@rewards/platform';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CodeAppliedSheet } from './CodeAppliedSheet';

function renderSheet(action?: (details: CodeDetails) => ReactNode) {
  const store = createOverlayStore();
  render(
    <OverlayProvider store={store}>
      <button type="button">Apply</button>
      <CodeAppliedSheet overlayKey="payment" {...(action ? { action } : {})} />
    </OverlayProvider>,
  );
  return store;
}

const open = (store: OverlayStore, details: CodeDetails, key = 'payment') => act(() => void store.open('code_applied', { key, payload: details }));

describe('CodeAppliedSheet (code_applied)', () => {
  it('shows nothing until its owner opens it with a code', () => {
    const store = renderSheet();
    open(store, giftCode(), 'discount-banner');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the code and says what it gives, the offer text as the description', async () => {
    const store = renderSheet();
    open(store, giftCode({ code: 'FESTIVE20', offerText: '20% off, up to ₹300', endTime: '2099-01-15T10:00:00Z' }));
    const sheet = await screen.findByRole('dialog', { name: 'Code applied' });
    expect(sheet).toHaveAccessibleDescription('20% off, up to ₹300');
    expect(within(sheet).getByText('FESTIVE20')).toBeInTheDocument();
    expect(within(sheet).getByText('Valid till 15 Jan 2099')).toBeInTheDocument();
  });

  it("a referral code without offer text: the generated saving and whose referral it is", async () => {
    const store = renderSheet();
    open(store, giftCode({ code: 'AARAV3210', type: 'REFERRAL', offerText: null, discount: 200, referrerName: 'Aarav' }));
    const sheet = await screen.findByRole('dialog', { name: 'Code applied' });
    expect(sheet).toHaveAccessibleDescription('You save ₹200 on your membership');
    expect(within(sheet).getByText('Referred by Aarav')).toBeInTheDocument();
  });

  it('OKAY closes it and gives focus back', async () => {
    const user = userEvent.setup();
    const store = renderSheet();
    const apply = screen.getByRole('button', { name: 'Apply' });
    apply.focus();
    open(store, giftCode());
    const sheet = await screen.findByRole('dialog', { name: 'Code applied' });
    await user.click(within(sheet).getByRole('button', { name: 'OKAY' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.current()).toBeNull();
    expect(apply).toHaveFocus();
  });

  it("an owner's action comes first, OKAY then second", async () => {
    const store = renderSheet((details) => <button type="button">JOIN WITH {details.code}</button>);
    open(store, giftCode());
    const sheet = await screen.findByRole('dialog', { name: 'Code applied' });
    const [first, second] = within(sheet).getAllByRole('button');
    expect(first).toHaveAccessibleName('JOIN WITH WELCOME100');
    expect(second).toHaveAccessibleName('OKAY');
  });
});
