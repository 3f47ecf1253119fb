import { I18nProvider, loadCatalogues } from '@rewards/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentCatalogue } from '../i18n/catalogue';
import { privacyPage } from '../testing/fixtures';
import { ContentPageView } from './ContentPageView';

describe('ContentPageView', () => {
  it('titles the page and says when it was last updated, as a machine-readable date', () => {
    render(<ContentPageView content={privacyPage} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(/Last updated on/)).toHaveTextContent('Last updated on 1 March 2026');
    expect(screen.getByText('1 March 2026')).toHaveAttribute('datetime', '2026-03-01');
  });

  it('leaves the date out when asked and shows what the page adds', () => {
    render(
      <ContentPageView content={privacyPage} showUpdated={false}>
        <p>Extra</p>
      </ContentPageView>,
    );

    expect(screen.queryByText(/Last updated on/)).not.toBeInTheDocument();
    expect(screen.getByText('Extra')).toBeInTheDocument();
  });

  it('speaks Hindi in a Hindi page, the date in its place in the sentence', async () => {
    // as the server does before it renders a page in Hindi
    await loadCatalogues('hi', [contentCatalogue]);
    render(
      <I18nProvider locale="hi">
        <ContentPageView content={privacyPage} />
      </I18nProvider>,
    );

    const date = screen.getByText('1 मार्च 2026');
    expect(date).toHaveAttribute('datetime', '2026-03-01');
    expect(date.parentElement).toHaveTextContent('पिछली बार 1 मार्च 2026 को अपडेट किया गया');
  });
});
