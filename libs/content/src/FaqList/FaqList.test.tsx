import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faqCategories } from '../testing/fixtures';
import { FaqList } from './FaqList';

describe('FaqList', () => {
  it('leaves out categories without questions, and the category links when only one is left', () => {
    render(<FaqList categories={[faqCategories[0]!, { id: 9, name: 'Empty', slug: 'empty', faqs: [] }]} />);

    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Empty' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'General' })).toBeInTheDocument();
  });

  it('shows every question closed, each in its own disclosure', () => {
    const { container } = render(<FaqList categories={faqCategories} />);

    const disclosures = container.querySelectorAll('details');
    expect(disclosures).toHaveLength(5);
    disclosures.forEach((details) => expect(details).not.toHaveAttribute('open'));
    expect(screen.getByText('Where do I apply a coupon code?').tagName).toBe('SUMMARY');
  });

  it('says so when there are no questions at all', () => {
    render(<FaqList categories={[]} />);
    expect(screen.getByText('There are no questions here yet. Please check back soon.')).toBeInTheDocument();
  });
});
