// Stories render inside Storybook's own router and partner (preview.tsx); this adds the fakes the
// payment components read, and the /payment routes so `:screen` resolves as in the app.
import type { PaymentApi } from '@rewards/api-client';
import type { User } from '@rewards/api-contract';
import { LoginPopupProvider } from '@rewards/auth';
import { makeUser, testSessionStore } from '@rewards/auth/testing';
import { useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PaymentProviders } from './PaymentProviders';

export interface PaymentStoryFrameProps {
  paymentApi: PaymentApi;
  /** The member; `null` for a visitor. */
  user?: User | null;
  children: ReactNode;
}

export function PaymentStoryFrame({ paymentApi, user, children }: PaymentStoryFrameProps) {
  const [store] = useState(() => testSessionStore(user === undefined ? makeUser() : user));
  return (
    <PaymentProviders paymentApi={paymentApi} store={store}>
      <LoginPopupProvider>
        <Routes>
          <Route path="/payment" element={children} />
          <Route path="/payment/:screen" element={children} />
          <Route path="*" element={children} />
        </Routes>
      </LoginPopupProvider>
    </PaymentProviders>
  );
}
