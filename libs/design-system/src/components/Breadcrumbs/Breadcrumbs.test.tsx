import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

const items = [{ label: 'HOME', href: '/' }, { label: 'categories', href: '/categories' }, { label: 'tandoor tales' }];

describe('Breadcrumbs', () => {
  it('is a navigation named Breadcrumb with an ordered list; only the last item is current and not a link', () => {
    render(<Breadcrumbs items={items} origin="https://example.in" />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'categories' })).toHaveAttribute('href', '/categories');
    expect(within(nav).queryByRole('link', { name: 'tandoor tales' })).toBeNull();
    expect(within(nav).getByText('tandoor tales')).toHaveAttribute('aria-current', 'page');
  });

  it('emits a schema.org BreadcrumbList with absolute URLs', () => {
    const { container } = render(<Breadcrumbs items={items} origin="https://example.in" />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'HOME', item: 'https://example.in/' },
        { '@type': 'ListItem', position: 2, name: 'categories', item: 'https://example.in/categories' },
        { '@type': 'ListItem', position: 3, name: 'tandoor tales' },
      ],
    });
  });

  it('hands plain clicks to the router', async () => {
    const onNavigate = vi.fn();
    render(<Breadcrumbs items={items} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'categories' }));
    expect(onNavigate).toHaveBeenCalledWith('/categories');
  });
});
