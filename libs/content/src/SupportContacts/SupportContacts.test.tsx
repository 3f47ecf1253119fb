import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SupportContacts } from './SupportContacts';

describe('SupportContacts', () => {
  it('links each contact to the mail app or the dialler', () => {
    render(
      <SupportContacts
        contacts={[
          { kind: 'email', label: 'care@site.example', href: 'mailto:care@site.example' },
          { kind: 'phone', label: '1800 102 3456', href: 'tel:18001023456' },
        ]}
      />,
    );

    expect(screen.getByRole('heading', { name: 'Reach us directly' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'E-mail care@site.example' })).toHaveAttribute('href', 'mailto:care@site.example');
    expect(screen.getByRole('link', { name: 'Call 1800 102 3456' })).toHaveAttribute('href', 'tel:18001023456');
  });

  it('renders nothing when the content names no contacts', () => {
    const { container } = render(<SupportContacts contacts={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
