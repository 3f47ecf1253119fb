import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blogPage } from '../testing/fixtures';
import { ArticleList } from './ArticleList';

const PAGE_SIZE = 6;
const TOTAL = 14;
const firstPage = blogPage(0, PAGE_SIZE, TOTAL).articles;

const meta = {
  title: 'Content/ArticleList',
  component: ArticleList,
  args: { articles: firstPage, total: TOTAL, hasMore: true, loadingMore: false, loadError: null, onLoadMore: () => {} },
  argTypes: { onLoadMore: { control: false } },
} satisfies Meta<typeof ArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page, the live count and 'Load more'. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 6 of 14 articles');
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible();
  },
};

/** The next page on its way: placeholder cards, and the button busy but still focusable. */
export const LoadingMore: Story = { args: { loadingMore: true } };

/** The next page failed: the message, and the button offers to try again. */
export const LoadFailed: Story = { args: { loadError: "We couldn't load more articles. Please try again." } };

/** Every article shown: no button. */
export const AllLoaded: Story = { args: { articles: blogPage(0, TOTAL, TOTAL).articles, hasMore: false } };

/** No articles yet. */
export const Empty: Story = { args: { articles: [], total: 0, hasMore: false } };

/** Paging as on /blog: each press adds a page and focus moves to its first article. */
export const Paging: Story = {
  render: function PagingDemo() {
    const [pages, setPages] = useState(1);
    const articles = Array.from({ length: pages }, (_, page) => blogPage(page, PAGE_SIZE, TOTAL).articles).flat();
    return <ArticleList articles={articles} total={TOTAL} hasMore={articles.length < TOTAL} loadingMore={false} onLoadMore={() => setPages((count) => count + 1)} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Eat well for less: delivery edition' })).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 12 of 14 articles');
  },
};
