import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageMeta, StructuredData } from './PageMeta';

describe('PageMeta', () => {
  it('puts the title, description, canonical and Open Graph tags in the head', () => {
    render(<PageMeta title="Dining offers" description="Save on dining" canonicalPath="/categories/dining" image="/static/2x/dining.svg" origin="https://example.in" />);

    expect(document.title).toBe('Dining offers');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Save on dining');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://example.in/categories/dining');
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://example.in/static/2x/dining.svg');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('marks a page noindex when asked', () => {
    render(<PageMeta title="Tickets" description="Tickets" canonicalPath="/ticketing" noIndex origin="https://example.in" />);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});

describe('StructuredData', () => {
  it('writes schema.org JSON-LD that text cannot break out of', () => {
    const { container } = render(<StructuredData data={{ '@type': 'FAQPage', name: '</script><b>x</b>' }} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ '@context': 'https://schema.org', '@type': 'FAQPage', name: '</script><b>x</b>' });
  });
});
