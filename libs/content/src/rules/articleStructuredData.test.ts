import type { BlogArticle } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { articleStructuredData } from './articleStructuredData';

const article: BlogArticle = {
  id: 12,
  slug: 'save-on-dining',
  path: 'save-on-dining-12',
  title: 'Five ways to save on dining',
  summary: 'Stack member offers with bank cards.',
  imageUrl: '/static/2x/blog-dining.svg',
  author: 'Asha Menon',
  publishedOn: '2026-02-10',
  readMinutes: 4,
  tags: ['dining', 'savings'],
  sections: [],
  relatedArticles: [],
};

describe('articleStructuredData', () => {
  it('describes the article with absolute URLs', () => {
    expect(articleStructuredData(article, 'https://rewards.example')).toEqual({
      '@type': 'Article',
      headline: 'Five ways to save on dining',
      description: 'Stack member offers with bank cards.',
      image: ['https://rewards.example/static/2x/blog-dining.svg'],
      datePublished: '2026-02-10',
      author: { '@type': 'Person', name: 'Asha Menon' },
      mainEntityOfPage: 'https://rewards.example/blog/save-on-dining-12',
      keywords: 'dining, savings',
    });
  });

  it('keeps an absolute picture URL and leaves out keywords when there are no tags', () => {
    const data = articleStructuredData({ ...article, imageUrl: 'https://cdn.example/a.png', tags: [] }, 'https://rewards.example');
    expect(data['image']).toEqual(['https://cdn.example/a.png']);
    expect(data).not.toHaveProperty('keywords');
  });
});
