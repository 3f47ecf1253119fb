import { memoryStorage } from '@rewards/auth/testing';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCardOffer, TEST_CARD_BIN } from '../testing/fixtures';
import { CARD_OFFER_SESSION_KEY, clearCardOfferSession, readCardOfferSession, saveCardOfferSession, useCardOfferSession, type CardSessionStorage } from './cardOfferSession';

const session = { cardChannelId: 'VISA_SIGNATURE', cardBin: TEST_CARD_BIN, offer: makeCardOffer() };

function Reader({ storage }: { storage: CardSessionStorage }) {
  const { session: kept, clear } = useCardOfferSession(storage);
  return (
    <>
      <output aria-label="kept card">{kept ? kept.cardBin : 'none'}</output>
      <button type="button" onClick={clear}>
        forget
      </button>
    </>
  );
}

describe('card offer session', () => {
  it('saves, reads and clears the checked card', () => {
    const storage = memoryStorage();
    expect(readCardOfferSession(storage)).toBeUndefined();
    saveCardOfferSession(session, storage);
    expect(readCardOfferSession(storage)).toEqual(session);
    clearCardOfferSession(storage);
    expect(readCardOfferSession(storage)).toBeUndefined();
  });

  it.each([
    ['not JSON', '{'],
    ['more than the first 6 digits', JSON.stringify({ ...session, cardBin: '4111111111111111' })],
    ['no offer', JSON.stringify({ cardChannelId: 'VISA_SIGNATURE', cardBin: TEST_CARD_BIN })],
  ])('ignores a kept value that is %s', (_name, raw) => {
    const storage = memoryStorage();
    storage.setItem(CARD_OFFER_SESSION_KEY, raw);
    expect(readCardOfferSession(storage)).toBeUndefined();
  });

  it('useCardOfferSession re-reads when the card is saved or cleared', () => {
    const storage = memoryStorage();
    render(<Reader storage={storage} />);
    expect(screen.getByRole('status', { name: 'kept card' })).toHaveTextContent('none');
    act(() => saveCardOfferSession(session, storage));
    expect(screen.getByRole('status', { name: 'kept card' })).toHaveTextContent(TEST_CARD_BIN);
    act(() => screen.getByRole('button', { name: 'forget' }).click());
    expect(screen.getByRole('status', { name: 'kept card' })).toHaveTextContent('none');
  });
});
