import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeArticle } from '../testing/fixtures';
import { ArticleList, LOADING_PLACEHOLDERS } from './ArticleList';

const articles = [1, 2, 3].map((id) => makeArticle(id));

function renderList(props: Partial<ComponentProps<typeof ArticleList>> = {}) {
  let loads = 0;
  const view = render(
    <MemoryRouter>
      <ArticleList articles={articles} total={5} hasMore loadingMore={false} onLoadMore={() => loads++} {...props} />
    </MemoryRouter>,
  );
  return { ...view, loads: () => loads };
}

describe('ArticleList', () => {
  it('shows placeholders and says it is loading while the next page comes, ignoring more presses', async () => {
    const { loads, container } = renderList({ loadingMore: true });

    expect(screen.getByRole('status')).toHaveTextContent('Loading more articles…');
    expect(screen.getByRole('list', { name: 'Articles' })).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[data-testid="article-placeholder"]')).toHaveLength(LOADING_PLACEHOLDERS);
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(loads()).toBe(0);
  });

  it('asks for the next page on a press', async () => {
    const { loads } = renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(loads()).toBe(1);
  });

  it('shows the failure and turns the button into a retry', () => {
    renderList({ loadError: 'Could not load.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('has no button when every article is shown', () => {
    renderList({ hasMore: false, total: 3 });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 3 articles');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when there are no articles', () => {
    renderList({ articles: [], total: 0, hasMore: false });
    expect(screen.getByText('No articles yet. Please check back soon.')).toBeInTheDocument();
  });
});
