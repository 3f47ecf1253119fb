import { examplePartners } from '@rewards/partner/examples';
import { PartnerProvider } from '@rewards/partner';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SystemPage, type SystemPageKind } from './SystemPage';

const SYSTEM_PAGE_TEXTS = {
  overload: { heading: 'We are a little busy right now', message: 'Too many members are using the site at the moment, so we could not load this page.' },
  downtime: { heading: 'We will be back shortly', message: 'The site is down for scheduled maintenance.' },
};

function renderPage(kind: SystemPageKind, onRetry = vi.fn()) {
  render(
    <PartnerProvider partner={examplePartners.core}>
      <MemoryRouter initialEntries={['/system-overload']}>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="*" element={<SystemPage kind={kind} onRetry={onRetry} />} />
        </Routes>
      </MemoryRouter>
    </PartnerProvider>,
  );
  return onRetry;
}

describe('SystemPage', () => {
  it.each(['overload', 'downtime'] as const)('the %s page says what happened, and RETRY reloads', async (kind) => {
    const onRetry = renderPage(kind);
    expect(screen.getByRole('heading', { level: 1, name: SYSTEM_PAGE_TEXTS[kind].heading })).toBeInTheDocument();
    expect(screen.getByText(SYSTEM_PAGE_TEXTS[kind].message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'RETRY' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('TAKE ME HOME goes to /', async () => {
    renderPage('downtime');
    await userEvent.click(screen.getByRole('link', { name: 'TAKE ME HOME' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('is kept out of search results', () => {
    renderPage('overload');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});
