import { fakeFetch } from '@rewards/api-client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ConsoleTestProviders } from '../testing';
import { SSO_ID, memberServer } from './testing/fixtures';
import MembersSection from './MembersSection';

function renderAt(route: string) {
  const server = fakeFetch(memberServer());
  render(
    <ConsoleTestProviders fetch={server.fetch} route={route} locale="hi">
      <Routes>
        <Route path="/members/*" element={<MembersSection />} />
      </Routes>
    </ConsoleTestProviders>,
  );
  return server;
}

describe("a member's page in Hindi", () => {
  it('says every part, state and date in Hindi', async () => {
    renderAt(`/members/${SSO_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeInTheDocument();
    for (const name of ['अकाउंट', 'कॉन्टैक्ट', 'मेंबरशिप', 'ऑर्डर', 'कोड', 'को-ब्रांड क्लेम', 'कार्ड लिंक', 'स्टूडेंट अनुरोध']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText('+91 98xxxxxx10 (वेरिफ़ाइड)')).toBeInTheDocument();
    expect(screen.getByText(/sso_8f2k1m3n · 2 मार्च 2026 को रजिस्टर हुए/)).toBeInTheDocument();
    expect(screen.getByText('पेड मेंबर')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'ऑर्डर, सबसे नए पहले' })).toHaveTextContent('20 नव॰ 2026, 3:30 pm IST');
  });

  it('blocks in Hindi, with the sessions ended counted in Hindi', async () => {
    renderAt(`/members/${SSO_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'ब्लॉक करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'मेंबर को ब्लॉक करें' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'मेंबर को ब्लॉक करें' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('कुछ शब्दों में वजह बताएँ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'ब्लॉक क्यों कर रहे हैं?' }), 'Chargeback fraud, ticket 7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'मेंबर को ब्लॉक करें' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('ब्लॉक कर दिया गया। 2 सेशन खत्म कर दिए गए; मेंबर साइन इन नहीं कर सकते।'));
  });
});
