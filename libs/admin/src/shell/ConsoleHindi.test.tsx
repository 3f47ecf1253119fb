import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { byPath, fakeFetch, never } from '@rewards/api-client/testing';
import { loadCatalogues } from '@rewards/i18n';
import { adminCatalogue } from '../i18n/catalogue';
import { SECTIONS as CONSOLE_SECTIONS, type ConsoleSection } from '../sections';
import { ConsoleTestProviders, sessionAnswer } from '../testing';
import { ConsoleRoutes } from './ConsoleRoutes';

const SECTIONS: ConsoleSection[] = [
  { id: 'members', path: '/members', label: (t) => t('sections.members'), roles: ['support', 'admin'], load: async () => ({ default: () => <h1>Find a member</h1> }) },
  { id: 'audit', path: '/audit', label: (t) => t('sections.audit'), roles: ['admin'], load: async () => ({ default: () => <h1>Audit entries</h1> }) },
];

function renderConsole(route: string, respond: Parameters<typeof fakeFetch>[0], sections: readonly ConsoleSection[] = SECTIONS) {
  const server = fakeFetch(respond);
  render(
    <ConsoleTestProviders fetch={server.fetch} route={route} locale="hi">
      <ConsoleRoutes sections={sections} />
    </ConsoleTestProviders>,
  );
  return server;
}

describe('the console in Hindi', () => {
  it('signs in in Hindi, with the way back to English', async () => {
    renderConsole('/signin?error=cancelled', () => never());
    expect(await screen.findByRole('heading', { level: 1, name: 'कंसोल में साइन इन करें' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('साइन इन रद्द कर दिया गया');
    expect(screen.getByRole('link', { name: 'अपने कंपनी अकाउंट से साइन इन करें' })).toHaveAttribute('href', '/nc/admin/v1/auth/login?returnTo=%2F');
    const english = screen.getByRole('button', { name: 'English' });
    expect(english).toHaveAttribute('lang', 'en-IN');
    expect(english).toHaveAttribute('title', 'कंसोल अंग्रेज़ी में इस्तेमाल करें');
    expect(document.title).toBe('साइन इन · Rewards कंसोल');
  });

  it('frames the signed-in console in Hindi, its roles and sections in Hindi, and asks the API in Hindi', async () => {
    // as startConsole does before the first render
    await loadCatalogues('hi', [adminCatalogue]);
    const server = renderConsole('/', byPath({ '/nc/admin/v1/session': sessionAnswer(['support']) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'स्वागत है, Sunil Menon' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('भूमिकाएँ: सपोर्ट');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'साइन आउट करें' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'कंसोल के सेक्शन' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['होम', 'मेंबर']);
    expect(within(screen.getByRole('main')).getByText(/मोबाइल या ईमेल से मेंबर ढूँढें/)).toBeInTheDocument();
    expect(server.requestsTo('/nc/admin/v1/session')[0]!.headers.get('accept-language')).toMatch(/^hi-IN/);
  });

  it('says in Hindi which roles a section is for', async () => {
    renderConsole('/audit', byPath({ '/nc/admin/v1/session': sessionAnswer(['support']) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'आपकी भूमिका के लिए अनुमति नहीं है' })).toBeInTheDocument();
    expect(screen.getByText(/ऑडिट लॉग एडमिन भूमिका के लिए है; आपने सपोर्ट के तौर पर साइन इन किया है।/)).toBeInTheDocument();
  });

  it("loads a section's own messages with the section: the shell's alone before the first render", async () => {
    // as startConsole does: the console catalogue only; the members section's Hindi comes with it
    await loadCatalogues('hi', [adminCatalogue]);
    renderConsole('/members', byPath({ '/nc/admin/v1/session': sessionAnswer(['support']) }), CONSOLE_SECTIONS);
    expect(await screen.findByRole('heading', { level: 1, name: 'मेंबर' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'मेंबर ढूँढें' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'मोबाइल या ईमेल' })).toBeInTheDocument();
    expect(screen.queryByText('Find a member')).not.toBeInTheDocument();
    expect(document.title).toBe('मेंबर · Rewards कंसोल');
  });
});
