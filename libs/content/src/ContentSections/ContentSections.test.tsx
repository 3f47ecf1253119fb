import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentSections } from './ContentSections';

const sections = [
  { heading: null, paragraphs: ['An introduction with no heading.'], items: [] },
  { heading: 'Eligibility', paragraphs: ['Who may join.', 'And who may not.'], items: ['Residents of India', 'Aged 18 or over'] },
];

describe('ContentSections', () => {
  it('shows each section: its heading, its paragraphs in order, then its list', () => {
    render(<ContentSections sections={sections} />);

    const eligibility = screen.getByRole('region', { name: 'Eligibility' });
    expect(within(eligibility).getByRole('heading', { level: 2 })).toHaveTextContent('Eligibility');
    expect(Array.from(eligibility.querySelectorAll('p')).map((p) => p.textContent)).toEqual(['Who may join.', 'And who may not.']);
    expect(within(eligibility).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Residents of India', 'Aged 18 or over']);
    expect(screen.getByText('An introduction with no heading.')).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('uses h3 under a page section of its own', () => {
    render(<ContentSections sections={sections} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Eligibility' })).toBeInTheDocument();
  });

  it('renders nothing without sections', () => {
    const { container } = render(<ContentSections sections={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
