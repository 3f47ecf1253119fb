import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeArticle } from '../testing/fixtures';
import { ArticleCard } from './ArticleCard';

describe('ArticleCard', () => {
  it('is one link to the article, named by its title, with summary, author, date and read time', () => {
    render(
      <MemoryRouter>
        <ArticleCard article={makeArticle(4, { author: 'Meera Das', publishedOn: '2026-04-02', readMinutes: 7 })} />
      </MemoryRouter>,
    );

    const card = screen.getByRole('article');
    expect(within(card).getByRole('link')).toHaveAccessibleName('Weekend getaways under ₹5,000');
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/blog/weekend-getaways-under-5-000-4');
    expect(within(card).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(card).toHaveTextContent('Meera Das·2 April 2026·7 min read');
  });

  it('uses h3 among related articles', () => {
    render(
      <MemoryRouter>
        <ArticleCard article={makeArticle(1)} headingLevel={3} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
  });
});
