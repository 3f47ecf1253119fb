import { describe, expect, it } from 'vitest';
import { faqStructuredData } from './faqStructuredData';

describe('faqStructuredData', () => {
  it('lists every question of every category, in order, with its answer', () => {
    const data = faqStructuredData([
      { id: 1, name: 'General', slug: 'general', faqs: [{ question: 'What is it?', answer: 'A membership.' }] },
      { id: 2, name: 'Payment', slug: 'payment', faqs: [{ question: 'How much?', answer: '₹999 a year.' }, { question: 'Refunds?', answer: 'Within 7 days.' }] },
    ]);
    expect(data).toEqual({
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'What is it?', acceptedAnswer: { '@type': 'Answer', text: 'A membership.' } },
        { '@type': 'Question', name: 'How much?', acceptedAnswer: { '@type': 'Answer', text: '₹999 a year.' } },
        { '@type': 'Question', name: 'Refunds?', acceptedAnswer: { '@type': 'Answer', text: 'Within 7 days.' } },
      ],
    });
  });

  it('is an empty FAQPage when there are no questions', () => {
    expect(faqStructuredData([])).toEqual({ '@type': 'FAQPage', mainEntity: [] });
  });
});
