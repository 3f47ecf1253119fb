// Stories render inside Storybook's own router and partner (preview.tsx); this adds the fakes the
// card flow reads, and a card session kept in memory (so stories never share one through the browser).

import type { User } from '@rewards/api-contract';
import { memoryStorage } from '@rewards/auth/testing';
import { useState, type ReactNode } from 'react';
import { saveCardOfferSession, type CardSessionStorage } from '../session/cardOfferSession';
import { makeCardOffer, TEST_CARD_BIN } from './fixtures';
import type { VisaCardApi } from '../api/useCardApi';
import { VisaProviders } from './VisaProviders';

export interface VisaStoryFrameProps {
  cardApi: VisaCardApi;
  /** The member; `null` for a visitor. */
  user?: User | null;
  /**
   * A card checked earlier in the tab's session (the flow goes on from it): `true` back from the card
   * network verified (the options), `'unverified'` not yet ('Verify with Visa').
   */
  keptCard?: boolean | 'unverified';
  children: (storage: CardSessionStorage) => ReactNode;
}

export function VisaStoryFrame({ cardApi, user = null, keptCard = false, children }: VisaStoryFrameProps) {
  const [storage] = useState(() => {
    const memory = memoryStorage();
    if (keptCard) saveCardOfferSession({ cardChannelId: 'VISA_SIGNATURE', cardBin: TEST_CARD_BIN, offer: makeCardOffer(), verified: keptCard === true }, memory);
    return memory;
  });
  return (
    <VisaProviders cardApi={cardApi} user={user}>
      {children(storage)}
    </VisaProviders>
  );
}
