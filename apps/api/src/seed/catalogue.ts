// The catalogue (companies, categories and their offers, sub-offers and details, the home content
// block): written in one go while the categories table is empty.
import { categories, companies, homeContent, offerDetails, offers, subOffers } from '../db/schema';
import { extraInfoFor, offerDetailExtras } from './browsing';
import { savingsLine } from '@rewards/api-contract';
import type { AppDb } from '../db/connection';
import { SeedDataError } from './data-schema';
import type { SeedData } from './loader';

export async function writeCatalogue(db: AppDb, data: Pick<SeedData, 'companies' | 'categories' | 'home'>, now: Date): Promise<{ categories: number; offers: number }> {
  const companyRows = await db
    .insert(companies)
    .values(data.companies.map((c) => ({ slug: c.slug, name: c.name, color: c.color, accentColor: c.accentColor, tagline: c.tagline ?? null })))
    .returning({ id: companies.id, slug: companies.slug });
  const companyIds = new Map(companyRows.map((row) => [row.slug, row.id]));

  let offerCount = 0;
  for (const file of data.categories) {
    const { category, common } = file;
    const [categoryRow] = await db
      .insert(categories)
      .values({
        name: category.name,
        slug: category.slug,
        displayName: category.displayName,
        priority: category.priority,
        isNative: category.isNative,
        icon: category.icon ?? null,
        label: category.label ?? null,
      })
      .returning({ id: categories.id });
    if (!categoryRow) throw new Error(`category ${category.slug} was not inserted`);

    const offerRows = await db
      .insert(offers)
      .values(
        file.offers.map((offer) => {
          const companyId = companyIds.get(offer.company);
          if (companyId === undefined) throw new SeedDataError(`unknown company ${offer.company}`);
          return {
            name: offer.name,
            companyId,
            categoryId: categoryRow.id,
            header: offer.header,
            subHeader: offer.subHeader ?? null,
            info: offer.info ?? null,
            priority: offer.priority,
            welcome: offer.welcome,
            membership: offer.membership,
            locked: offer.locked,
            maxSavings: offer.maxSavings ?? null,
            savingsText: offer.savingsText ?? (offer.maxSavings !== undefined ? savingsLine(offer.maxSavings, offer.membership) : null),
            cardSize: offer.cardSize,
            isLightTheme: offer.isLightTheme,
            hideSavings: offer.hideSavings,
            vpHeader: offer.vpHeader ?? null,
            tagLabel: offer.tagLabel ?? null,
            isNew: offer.isNew,
            mktWorth: offer.mktWorth ?? null,
            studentOffer: offer.studentOffer,
            url: offer.url ?? null,
            extraInfoMap: extraInfoFor(offer, now),
            displayDetail: offer.displayDetail ?? null,
          };
        }),
      )
      .returning({ id: offers.id, name: offers.name });
    const offerIds = new Map(offerRows.map((row) => [row.name, row.id]));

    await db.insert(offerDetails).values(
      file.offers.map((offer) => ({
        offerId: offerIds.get(offer.name) as number,
        aboutText: offer.about ?? null,
        howToUse: offer.howToUse ?? common.howToUse ?? [],
        tncs: [...offer.tncs, ...(common.tncs ?? [])],
        faqs: [...offer.faqs, ...(common.faqs ?? [])],
        offerings: offer.offerings,
        shareMessage: offer.shareMessage ?? `Check out ${offer.header} on the membership app`,
        ...offerDetailExtras(offer),
      })),
    );

    const subs = file.offers.flatMap((offer) =>
      offer.subOffers.map((sub, position) => ({
        offerId: offerIds.get(offer.name) as number,
        position,
        name: sub.name,
        header: sub.header,
        couponType: sub.couponType ?? null,
      })),
    );
    if (subs.length > 0) await db.insert(subOffers).values(subs);
    offerCount += file.offers.length;
  }

  const { home } = data;
  const core = home.coreOfferSection;
  await db.insert(homeContent).values({
    key: home.key,
    title: home.title,
    headlineWords: home.headlineWords,
    coreTitle: core.title,
    coreTitlePrefix: core.titlePrefix ?? null,
    coreTitlePostfix: core.titlePostfix ?? null,
    coreHighlightColor: core.highlightColor ?? null,
    coreSubTitle: core.subTitle,
    joinCtaText: core.joinCta,
    joiningAmount: core.joiningAmount,
    strikeThrough: core.strikeThrough ?? null,
    discountAmount: core.discountAmount ?? null,
    discountLabel: core.discountLabel ?? null,
    couponCode: core.couponCode ?? null,
    faqs: home.faqs,
    footerSubTitle: home.footer.subTitle,
    optOutMissCall: home.footer.optOutMissCall,
  });

  return { categories: data.categories.length, offers: offerCount };
}
