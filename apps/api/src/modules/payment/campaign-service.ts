// Campaigns and promotions: marketing and business campaign pages priced for the caller, the
// site-wide discount banner, the payment page's offers, and affiliate conversions.
import { normaliseCode, type Campaign, type DiscountBanner, type PaymentOffer } from '@rewards/api-contract';
import { AppError } from '../../http/errors';
import type { CodeService } from './code-service';
import { paymentRefusal } from './refusals';
import type { CampaignPageRow, PaymentRepository, PaymentUserRow } from './repository';
import { priceBreakup, toPaise, toRupees } from './rules';

/** The payment-offers sheet's title (browsing §4 overlays: 'Payment Offers' unless a campaign gives a header). */
export const PAYMENT_OFFERS_TITLE = 'Payment Offers';

function campaignNotFound(what: string): AppError {
  return paymentRefusal('TP-CAMPAIGN-404', `no running campaign ${what}`);
}

export class CampaignService {
  constructor(
    private readonly repository: PaymentRepository,
    private readonly codes: CodeService,
    private readonly now: () => Date,
  ) {}

  /** A running campaign by name, code or id (the first running one of its kind when none is given). */
  async find(by: { campaignName?: string | undefined; code?: string | undefined; id?: string | undefined; business: boolean | undefined }, user: PaymentUserRow | null): Promise<Campaign> {
    const running = await this.repository.runningCampaignPages(this.now());
    const code = by.code ? normaliseCode(by.code) : undefined;
    const name = by.campaignName?.trim().toLowerCase();
    const page = running.find(
      (candidate) =>
        (by.business === undefined || candidate.business === by.business) &&
        (by.id === undefined || candidate.id === by.id) &&
        (name === undefined || candidate.name === name) &&
        (code === undefined || candidate.code === code),
    );
    if (!page) throw campaignNotFound(by.id ?? name ?? code ?? (by.business ? '(business)' : '(marketing)'));
    return this.view(page, user);
  }

  async discountBanner(): Promise<DiscountBanner> {
    const running = await this.repository.runningCampaignPages(this.now());
    const page = running.find((candidate) => !candidate.business && candidate.bannerText !== null && candidate.code !== null);
    return page ? bannerOf(page) : { showDiscountBanner: false, bannerText: null, code: null };
  }

  async paymentOffers(): Promise<{ title: string; details: PaymentOffer[] }> {
    const rows = await this.repository.listPaymentOffers();
    return { title: PAYMENT_OFFERS_TITLE, details: rows.map((row) => ({ id: row.id, title: row.title, description: row.description, logo: row.logo })) };
  }

  /** 1 when the order is the member's, paid, for this amount (recorded once); 0 otherwise. */
  async affiliateConversion(user: PaymentUserRow, input: { clickId: string; orderId: string; saleAmount: number; couponCode: string | undefined }): Promise<0 | 1> {
    const order = await this.repository.findOrder(input.orderId);
    if (!order || order.userId !== user.id || order.status !== 'PAID' || toPaise(input.saleAmount) !== order.amountPaise) return 0;
    await this.repository.recordConversion({
      orderId: order.id,
      clickId: input.clickId,
      saleAmountPaise: order.amountPaise,
      couponCode: input.couponCode ?? null,
      createdAt: this.now(),
    });
    return 1;
  }

  /** The page as its viewer sees it, priced (public: the console previews a draft with it). */
  async view(page: CampaignPageRow, user: PaymentUserRow | null): Promise<Campaign> {
    const variants = await this.repository.listVariants('PAYMENT');
    const variant = (page.variantName ? variants.find((candidate) => candidate.name === page.variantName) : undefined) ?? variants.find((candidate) => candidate.preferred) ?? variants[0];
    if (!variant) throw new Error('no paid subscription variant is seeded');
    // A code the member cannot use (already used, say) leaves the campaign at the plain price.
    const code = page.code
      ? await this.codes.check(page.code, { user }).catch((error: unknown) => (error instanceof AppError ? null : Promise.reject(error)))
      : null;
    const applied = code && (code.variantName === null || code.variantName === variant.name) ? code : null;
    const price = priceBreakup(variant, applied);
    const totalAmount = toRupees(price.pgPaise);
    const offers = await this.paymentOffers();
    return {
      campaignId: page.id,
      campaignName: page.name,
      title: page.title,
      subTitle: page.subTitle,
      business: page.business,
      showFT: page.showFt,
      variantId: variant.id,
      variantName: variant.name,
      subscriptionAmount: toRupees(price.subscriptionPaise),
      totalAmount,
      discountAmount: toRupees(price.subscriptionPaise - price.pgPaise),
      cta: { text: page.ctaText, strikeThrough: price.subscriptionPaise > price.pgPaise ? toRupees(price.subscriptionPaise) : null },
      campaignCta: { bgColor: page.bgColor, textColor: page.textColor, text: page.ctaText, totalAmount },
      couponDetails: applied ? this.codes.view(applied, null) : null,
      marketingPaymentOfferDetails: { widgetHeader: page.widgetHeader, paymentOffers: offers.details },
      discountBanner: applied ? bannerOf(page) : { showDiscountBanner: false, bannerText: null, code: null },
      endTime: page.endsAt.toISOString(),
      footer: page.footer ?? null,
    };
  }
}

function bannerOf(page: CampaignPageRow): DiscountBanner {
  return { showDiscountBanner: page.bannerText !== null && page.code !== null, bannerText: page.bannerText, code: page.code };
}
