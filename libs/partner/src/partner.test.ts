import { describe, expect, it } from 'vitest';
import { examplePartners } from './examples';
import { definePartner } from './partner';

const base = {
  id: 'core' as const,
  brandName: 'Prime Rewards',
  pageTitle: 'Prime Rewards',
  iconHref: '/favicon.svg',
  theme: { themeClass: '', brandColor: '#000000' },
  channel: 'TIMES_PRIME',
  home: '/userfeed',
  allowedPaths: 'all' as const,
};

describe('definePartner', () => {
  it('fills the core site defaults', () => {
    const partner = definePartner(base);
    expect(partner.categoriesPath).toBe('/categories');
    expect(partner.retail).toBe(false);
    expect(partner.footer).toEqual({ show: true, seoLinks: true });
    expect(partner.seo.show).toBe(true);
    expect(partner.labels).toMatchObject({ home: 'Home', benefits: 'Benefits', blog: 'Blog', signIn: 'sign in', joinNow: 'Join Now' });
  });

  it("names the site's own brand in the weekly banner's default title, never another product", () => {
    expect(definePartner(base).labels.weeklyBannerTitle).toBe('on Prime Rewards');
    for (const partner of Object.values(examplePartners)) {
      expect(partner.labels.weeklyBannerTitle).toBe(`on ${partner.brandName}`);
      expect(JSON.stringify(partner)).not.toMatch(/Times Prime/i);
    }
  });

  it('keeps what a partner overrides, labels merged over the defaults', () => {
    const partner = definePartner({ ...base, retail: true, labels: { blog: 'Terms & Conditions' } });
    expect(partner.retail).toBe(true);
    expect(partner.labels.blog).toBe('Terms & Conditions');
    expect(partner.labels.home).toBe('Home');
  });

  it.each([
    ['core', false],
    ['shopper', false],
    ['more-rewards', true],
  ] as const)('the %s example is retail: %s', (id, retail) => {
    expect(examplePartners[id].retail).toBe(retail);
  });

  it.each([
    ['core', { show: true, seoLinks: true }, true],
    ['shopper', { show: true, seoLinks: false }, false],
    ['more-rewards', { show: false, seoLinks: false }, false],
  ] as const)('the %s site: footer %j, SEO text and breadcrumbs %s (retail-partner variants hide their SEO content, spec §6)', (id, footer, seo) => {
    expect(examplePartners[id].footer).toEqual(footer);
    expect(examplePartners[id].seo.show).toBe(seo);
  });
});
