import { byPath, errorResponse, ok } from '@rewards/api-client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { article } from '../testing/fixtures';
import { renderRoute } from '../testing/renderRoute';
import * as articleRoute from './article';

const paths = ['/blog/:articleTitle'];
const url = `/blog/${article.path}`;

describe('blog article', () => {
  it('shows the title, author, date, read time, picture, sections and related articles', async () => {
    const { requests } = renderRoute(articleRoute, { paths, url, respond: byPath({ [`/c/prime/blog/${article.path}`]: () => ok(article) }) });

    const header = (await screen.findByRole('heading', { level: 1, name: article.title })).closest('header')!;
    expect(within(header).getByText(/^By/)).toHaveTextContent('By Rohan Iyer');
    expect(within(header).getByText('11 January 2026')).toBeInTheDocument();
    expect(within(header).getByText('3 min read')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Stack your offers' })).toBeInTheDocument();
    expect(screen.getByText('Keep the coupon code handy at the counter')).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Related articles' });
    expect(within(related).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(article.relatedArticles.map((item) => `/blog/${item.path}`));
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog');
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([`/c/prime/blog/${article.path}`]);
  });

  it('is an article to search engines, at the API path as its canonical URL', async () => {
    const { container } = renderRoute(articleRoute, { paths, url: '/blog/old-slug-1', respond: () => ok(article) });
    await screen.findByRole('heading', { level: 1 });

    expect(document.title).toBe(`${article.title} | Prime Rewards`);
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(new RegExp(`/blog/${article.path}$`));
    const json = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(json).toMatchObject({ '@type': 'Article', headline: article.title, author: { '@type': 'Person', name: 'Rohan Iyer' }, datePublished: article.publishedOn });
  });

  it('an unknown article is the not-found screen', async () => {
    renderRoute(articleRoute, { paths, url: '/blog/no-such-article-999', respond: () => errorResponse(404, '404', 'article not found') });

    expect(await screen.findByText('ERROR 404. Looks like you went into space and got lost')).toBeInTheDocument();
  });
});
