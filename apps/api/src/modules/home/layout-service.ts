// The frame around every page: the footer (editorial content from layout_content, categories and the
// Top Benefits line from the catalogue) and the mobile side menu.
import type { FooterCategory, Layout, TopBenefit } from '@rewards/api-contract';
import { onePerCompany, type CatalogueReader, type CategoryRow, type OfferRow } from '../catalogue';
import { staticImageUrl } from '../static';
import type { LayoutRepository } from './layout-repository';

export const DEFAULT_LAYOUT_KEY = 'default';
export type Audience = 'visitor' | 'member';

/** A Top Benefits link: the offer page, saying the visit came from the footer. */
export function topBenefitOf(offer: Pick<OfferRow, 'id' | 'name' | 'companyName' | 'categorySlug'>): TopBenefit {
  return {
    id: offer.id,
    label: offer.companyName,
    deeplink: `/categories/${offer.categorySlug}/${offer.name}?source_origin=footer`,
  };
}

/**
 * The footer's Top Benefits: one offer per company (its welcome offer when it has one), welcome offers
 * first by priority then id, then the rest by priority then id, at most `limit`. Members already have
 * the welcome offers, so theirs leave them out.
 */
export function topBenefitsOf(offers: readonly OfferRow[], audience: Audience, limit: number): TopBenefit[] {
  const eligible = audience === 'member' ? offers.filter((offer) => !offer.welcome) : offers;
  return onePerCompany(eligible).slice(0, limit).map(topBenefitOf);
}

export function footerCategoryOf(category: Pick<CategoryRow, 'displayName' | 'slug' | 'isNative'>): FooterCategory {
  return { displayName: category.displayName, slug: category.slug, isNative: category.isNative, url: null };
}

export class LayoutService {
  constructor(
    private readonly layouts: LayoutRepository,
    private readonly catalogue: CatalogueReader,
  ) {}

  async layout(audience: Audience, key = DEFAULT_LAYOUT_KEY): Promise<Layout> {
    const [row, categories, offers] = await Promise.all([
      this.layouts.findLayout(key),
      this.catalogue.listCategories(),
      this.catalogue.listOffers({ withoutSubOffers: true }),
    ]);
    // The seed always writes this row; its absence is a broken deployment, not a client error.
    if (!row) throw new Error(`layout '${key}' is missing: was the database seeded?`);
    const { footer, hamburgerMenu } = row;
    return {
      footer: {
        subTitle: footer.subTitle,
        heading: footer.heading,
        support: footer.support,
        legal: footer.legal,
        categories: categories.map(footerCategoryOf),
        appIcons: footer.appIcons.map((icon) => ({ label: icon.label, icon: staticImageUrl(icon.icon), link: icon.link })),
        socialMediaIcons: footer.socialMediaIcons.map((icon) => ({ label: icon.label, icon: staticImageUrl(icon.icon), link: icon.link })),
        topBenefitResponse: topBenefitsOf(offers, audience, footer.topBenefitsLimit),
        optOutMissCall: footer.optOutMissCall,
        hideCategoryMobile: footer.hideCategoryMobile,
        festiveImage: footer.festiveImage ? staticImageUrl(footer.festiveImage) : null,
      },
      hamburgerMenu: {
        menu: hamburgerMenu.menu.map((item) => ({
          text: item.text,
          icon: item.icon ? staticImageUrl(item.icon) : null,
          path: item.path,
          dropDown: item.dropDown,
          items: item.items,
        })),
        downloadLinkIos: hamburgerMenu.downloadLinkIos,
        downloadLinkAndroid: hamburgerMenu.downloadLinkAndroid,
        downloadAppImage: staticImageUrl(hamburgerMenu.downloadAppImage),
      },
    };
  }
}
