import { byPath, ok } from '@rewards/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { faqCategories } from '../testing/fixtures';
import { renderRoute } from '../testing/renderRoute';
import * as faq from './faq';

const respond = byPath({ '/c/prime/faq': () => ok({ categories: faqCategories }) });

describe('FAQ page', () => {
  it('links to each category and lists its questions under its heading', async () => {
    renderRoute(faq, { paths: ['/faq'], url: '/faq', respond });

    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'FAQ categories' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['General', '#faq-general'],
      ['Membership & payment', '#faq-membership-and-payment'],
      ['Coupons', '#faq-coupons'],
    ]);
    const payment = screen.getByRole('region', { name: 'Membership & payment' });
    expect(payment).toHaveAttribute('id', 'faq-membership-and-payment');
    expect(within(payment).getByText('How much does the membership cost?')).toBeInTheDocument();
  });

  it('opens a question to its answer', async () => {
    renderRoute(faq, { paths: ['/faq'], url: '/faq', respond });
    const question = await screen.findByText('Is there a free trial?');
    const details = question.closest('details')!;
    expect(details).not.toHaveAttribute('open');

    await userEvent.click(question);

    expect(details).toHaveAttribute('open');
    expect(within(details).getByText('Eligible new members can start a 30-day free trial.')).toBeVisible();
  });

  it('describes every question as FAQPage structured data and names the page', async () => {
    const { container } = renderRoute(faq, { paths: ['/faq'], url: '/faq', respond });
    await screen.findByRole('heading', { level: 1 });

    const json = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(json['@type']).toBe('FAQPage');
    expect(json.mainEntity).toHaveLength(5);
    expect(json.mainEntity[0]).toEqual({ '@type': 'Question', name: 'What is Prime Rewards?', acceptedAnswer: { '@type': 'Answer', text: faqCategories[0]!.faqs[0]!.answer } });
    expect(document.title).toBe('Frequently asked questions | Prime Rewards');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Answers to the questions members ask most about Prime Rewards: General, Membership & payment, Coupons.',
    );
  });

  it('says so when there are no questions', async () => {
    renderRoute(faq, { paths: ['/faq'], url: '/faq', respond: () => ok({ categories: [] }) });

    expect(await screen.findByText('There are no questions here yet. Please check back soon.')).toBeInTheDocument();
  });
});
