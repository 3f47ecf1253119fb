import { makeUser, memoryStorage, paidMembership } from '@rewards/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveCardOfferSession } from '../session/cardOfferSession';
import { fakeCardApi, makeCardOffer, TEST_CARD_BIN } from '../testing/fixtures';
import { renderVisa } from '../testing/renderVisa';
import { CardOfferSessionPrompt } from './CardOfferSessionPrompt';

const member = makeUser({ ...paidMembership });

function keptCard() {
  const storage = memoryStorage();
  saveCardOfferSession({ cardChannelId: 'VISA_SIGNATURE', cardBin: TEST_CARD_BIN, offer: makeCardOffer() }, storage);
  return storage;
}

describe('CardOfferSessionPrompt', () => {
  it('with a payment in progress: continue it or log out, and nothing else closes it', async () => {
    const onContinuePayment = vi.fn();
    const onLogout = vi.fn();
    const user = userEvent.setup();
    renderVisa(<CardOfferSessionPrompt open paymentInProgress onContinuePayment={onContinuePayment} onLogout={onLogout} storage={keptCard()} />, {
      cardApi: fakeCardApi(),
      user: member,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payment in progress' });
    expect(dialog).toHaveAccessibleDescription(
      'You have a Prime Rewards payment in progress. Continue the payment, or log out to avail Prime Rewards membership using your Visa Signature Card.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Payment in progress' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue payment' }));
    expect(onContinuePayment).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("without one, before the card network's word: 'Verify with Visa', with Logout as the way out", async () => {
    const onLogout = vi.fn();
    const user = userEvent.setup();
    renderVisa(<CardOfferSessionPrompt open paymentInProgress={false} onContinuePayment={() => undefined} onLogout={onLogout} storage={keptCard()} />, { cardApi: fakeCardApi(), user: member });
    const dialog = await screen.findByRole('dialog', { name: 'Verify your card' });
    expect(within(dialog).getByRole('button', { name: 'Verify with Visa' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('without one, back from the card network: the kept card’s activation options, not dismissable, with Logout as the way out', async () => {
    const onLogout = vi.fn();
    const reload = vi.fn();
    const user = userEvent.setup();
    renderVisa(
      <CardOfferSessionPrompt open paymentInProgress={false} onContinuePayment={() => undefined} onLogout={onLogout} storage={keptCard()} reload={reload} />,
      { cardApi: fakeCardApi(), user: member, route: '/?cardVerification=done' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Activate your membership' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Activate your membership' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole('radio', { name: /Activate now/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    const done = await screen.findByRole('dialog', { name: 'Your membership is activated' });
    expect(within(done).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    // Only the activated popup closes, and closing it reloads the page.
    await user.click(within(done).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('shows nothing while closed', () => {
    renderVisa(<CardOfferSessionPrompt open={false} paymentInProgress={false} onContinuePayment={() => undefined} onLogout={() => undefined} storage={keptCard()} />, {
      cardApi: fakeCardApi(),
      user: member,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
