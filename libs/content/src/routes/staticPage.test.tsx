import { byPath, errorResponse, ok } from '@rewards/api-client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aboutPage, privacyPage, supportPage } from '../testing/fixtures';
import { renderRoute } from '../testing/renderRoute';
import * as staticPage from './staticPage';

const paths = ['/about', '/privacy-policy', '/experiantnc', '/visa-terms-and-conditions', '/blog-aboutus', '/support'];

describe('static pages', () => {
  it.each(paths)('%s asks for the page named by its first segment', async (url) => {
    const name = url.slice(1);
    const { requests } = renderRoute(staticPage, { paths, url, respond: () => ok({ ...aboutPage, name, title: `Page ${name}` }) });

    expect(await screen.findByRole('heading', { level: 1, name: `Page ${name}` })).toBeInTheDocument();
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([`/c/prime/page/${name}`]);
    expect(document.title).toBe(`Page ${name} | Prime Rewards`);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(new RegExp(`${url}$`));
  });

  it('shows the about page without a last-updated date', async () => {
    renderRoute(staticPage, { paths, url: '/about', respond: byPath({ '/c/prime/page/about': () => ok(aboutPage) }) });

    await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(screen.getByText('Prime Rewards bundles 20+ subscriptions and offers from 40+ brands into one membership.')).toBeInTheDocument();
    expect(screen.getByText('Member prices at exclusive events')).toBeInTheDocument();
    expect(screen.queryByText(/Last updated on/)).not.toBeInTheDocument();
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', aboutPage.description);
  });

  it('dates the privacy policy', async () => {
    renderRoute(staticPage, { paths, url: '/privacy-policy', respond: byPath({ '/c/prime/page/privacy-policy': () => ok(privacyPage) }) });

    expect(await screen.findByText(/Last updated on/)).toHaveTextContent('Last updated on 1 March 2026');
  });

  it('gives the support page links to the contacts its content names', async () => {
    renderRoute(staticPage, { paths, url: '/support', respond: byPath({ '/c/prime/page/support': () => ok(supportPage) }) });

    expect(await screen.findByRole('heading', { level: 2, name: 'Reach us directly' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'E-mail care@primerewards.example' })).toHaveAttribute('href', 'mailto:care@primerewards.example');
    expect(screen.getByRole('link', { name: 'Call 1800 102 3456' })).toHaveAttribute('href', 'tel:18001023456');
  });

  it('only the support page lists contacts', async () => {
    renderRoute(staticPage, { paths, url: '/about', respond: () => ok({ ...supportPage, name: 'about', title: 'About us' }) });

    await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(screen.queryByRole('heading', { name: 'Reach us directly' })).not.toBeInTheDocument();
  });

  it('an unknown page is the not-found screen', async () => {
    renderRoute(staticPage, { paths, url: '/blog-aboutus', respond: () => errorResponse(404, '404', 'page not found') });

    expect(await screen.findByText('ERROR 404. Looks like you went into space and got lost')).toBeInTheDocument();
  });

  it('a server failure is the error screen', async () => {
    renderRoute(staticPage, { paths, url: '/about', respond: () => errorResponse(500, 'TP500', 'Something went wrong') });

    expect(await screen.findByText('ERROR 500. Looks like something is broken')).toBeInTheDocument();
  });
});
