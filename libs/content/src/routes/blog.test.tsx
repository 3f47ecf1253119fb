import { BLOG_PAGE_SIZE } from '@rewards/api-client';
import { byPath, errorResponse, ok, type Responder } from '@rewards/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blogPage } from '../testing/fixtures';
import { renderRoute } from '../testing/renderRoute';
import * as blog from './blog';

/** The blog API over `total` articles; `fail` answers 500 to the page numbers in it. */
function blogApi(total: number, fail: Set<number> = new Set()): Responder {
  return byPath({
    '/c/prime/blog': (request) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page'));
      if (fail.has(page)) {
        fail.delete(page);
        return errorResponse(500, 'TP500', 'Something went wrong');
      }
      return ok(blogPage(page, Number(params.get('pageSize')), total));
    },
  });
}

const articleLinks = () => within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('link');

describe('blog home', () => {
  it('shows the first page of articles as cards, with the count and a link to the about-us page', async () => {
    renderRoute(blog, { paths: ['/blog'], url: '/blog', respond: blogApi(14) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(articleLinks()).toHaveLength(BLOG_PAGE_SIZE);
    const first = screen.getByRole('heading', { level: 2, name: 'Five ways to save more on dining out' });
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/blog/five-ways-to-save-more-on-dining-out-1');
    const card = first.closest('article')!;
    expect(within(card).getByText('Rohan Iyer')).toBeInTheDocument();
    expect(within(card).getByText('11 January 2026')).toBeInTheDocument();
    expect(within(card).getByText('3 min read')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 6 of 14 articles');
    expect(screen.getByRole('link', { name: 'About our blog' })).toHaveAttribute('href', '/blog-aboutus');
    expect(document.title).toBe('Blog | Prime Rewards');
  });

  it('loads the next page with each press, the page number rising, until every article is shown', async () => {
    const { requestsTo } = renderRoute(blog, { paths: ['/blog'], url: '/blog', respond: blogApi(14) });
    await screen.findByRole('heading', { level: 1, name: 'Blog' });

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 12 of 14 articles'));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 14 of 14 articles'));

    expect(articleLinks()).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requestsTo('/c/prime/blog').map((request) => new URL(request.url).searchParams.get('page'))).toEqual(['0', '1', '2']);
  });

  it('moves focus to the first newly loaded article', async () => {
    renderRoute(blog, { paths: ['/blog'], url: '/blog', respond: blogApi(14) });
    await screen.findByRole('heading', { level: 1, name: 'Blog' });

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(screen.getByRole('link', { name: 'Eat well for less: delivery edition' })).toHaveFocus());
    expect(articleLinks()[BLOG_PAGE_SIZE]).toHaveFocus();
  });

  it('keeps the articles and offers to try again when the next page fails', async () => {
    const { requestsTo } = renderRoute(blog, { paths: ['/blog'], url: '/blog', respond: blogApi(14, new Set([1])) });
    await screen.findByRole('heading', { level: 1, name: 'Blog' });

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load more articles. Please try again.");
    expect(articleLinks()).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 12 of 14 articles'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestsTo('/c/prime/blog').map((request) => new URL(request.url).searchParams.get('page'))).toEqual(['0', '1', '1']);
  });

  it('has no button when one page holds every article', async () => {
    renderRoute(blog, { paths: ['/blog'], url: '/blog', respond: blogApi(4) });

    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 of 4 articles');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when there are no articles yet', async () => {
    renderRoute(blog, { paths: ['/blog'], url: '/blog', respond: blogApi(0) });

    expect(await screen.findByText('No articles yet. Please check back soon.')).toBeInTheDocument();
  });
});
