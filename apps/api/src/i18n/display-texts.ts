// Which strings of an answer are text a member reads, and so are answered in the member's language:
// the contract's string properties, each named here as a display text or a value. A value (an id, a
// slug, a code, a URL, an amount, a colour, a name of a brand or a person, anything a client sends
// back) is never translated, even when its characters happen to be a translated text. A string with an
// enum, a const, a format or a pattern is a value whatever its name. A new property of the contract is
// neither until it is listed here: i18n/display-texts.unit.test.ts fails on it.
import { contractOperations, loadContract, type OpenApiDocument } from '../contract';

/** Text a member reads, wherever the contract's answers hold a string of this name. */
export const DISPLAY_TEXTS: ReadonlySet<string> = new Set([
  'aboutText', 'aboutTitle', 'altText', 'answer', 'bannerText', 'bottomText', 'cancelText', 'cancelTitle', 'cardTypeNumber', 'cardTypePin',
  'cashbackLabel', 'category', 'chipLabel', 'cta', 'ctaLegend', 'ctaText', 'date', 'description', 'discountLabel', 'displayName', 'downloadApp',
  'duration', 'errorMessage', 'errorTitle', 'expiredCouponsLabel', 'header', 'headerKnowMore', 'heading', 'headlineWords',
  'howToUse', 'howToUseTitle', 'inProcess', 'info', 'isExpiredText', 'items', 'keyPointTitle', 'keyPoints', 'label', 'largeCta', 'lines',
  'loggedOutKeyPoints', 'message', 'monthlyBreakupLabel', 'nextCodeCta', 'nextCouponMessage', 'offerText', 'offerings', 'oos', 'packChangeText',
  'packChangeTitle', 'paragraphs', 'paymentBlockedMessage', 'paymentCta', 'paymentLabel', 'pending', 'pendingText', 'planDisplayName', 'planName',
  'postGeneration', 'preGeneration', 'primaryGCText', 'question', 'refereeReward', 'referrerReward', 'responseMessage', 'savingsText',
  'shareMessage', 'socialMedia', 'statusTag', 'subHeader', 'subHeaderKnowMore', 'subTitle', 'summary', 'support', 'tagLabel', 'text', 'title',
  'titleIcon', 'titlePostfix', 'titlePrefix', 'tncs', 'userMessage', 'variantDisplayName', 'vpHeader', 'widgetHeader', 'xclusiveDate',
  'xclusiveDuration', 'xclusiveJustMissedStateTag', 'xclusiveLiveNowStateTag', 'xclusiveRsvpStateTag',
]);

/** Names that are display text only in these schemas; elsewhere they name something (`name` is an offer's URL name). */
export const DISPLAY_TEXTS_IN: Readonly<Record<string, readonly string[]>> = {
  name: ['FaqCategory', 'SavingsGroup', 'CodeDetails'],
};

/** Strings that hold a JSON list of display texts (`extraInfoMap.keyPoints`: `["<p>…</p>", …]`). */
export const TEXT_LISTS_IN: Readonly<Record<string, readonly string[]>> = {
  keyPoints: ['OfferExtraInfo'],
};

/** Never display text: ids, slugs, codes, addresses, images, colours, amounts, tokens, people's and brands' names. */
export const VALUES: ReadonlySet<string> = new Set([
  'accessToken', 'algorithm', 'androidImage', 'author', 'authorizationUrl', 'avatarUrl', 'bureau', 'businessLogo', 'campaignId', 'campaignName',
  'captionsUrl', 'cardChannelId', 'cardImage', 'cardName', 'categorySlug', 'categoryWiseImage', 'city', 'code', 'collegeName', 'companyColor',
  'companyName', 'companyVideo', 'coupon', 'couponCode', 'coverImageUrl', 'ctaBgColor', 'ctaTextColor', 'decisionNote', 'deeplink',
  'dlUrl', 'documentName', 'downloadAppImage', 'downloadLinkAndroid', 'downloadLinkIos', 'dp', 'email', 'failureReason', 'festiveImage', 'firstName',
  'ftLoggedOut', 'gc', 'gcId', 'handle', 'hexCode', 'highlightColor', 'icon', 'id', 'image', 'imageName', 'imageUrl', 'inletImage',
  'invoiceNumber', 'iosImage', 'isXclusiveEvent', 'isXclusiveOffer', 'keyPrefix', 'keySignature', 'lastName', 'lender', 'link', 'loggedoutImage',
  'logo', 'logoUrl', 'maskedMobile', 'maskedPan', 'mobile', 'name', 'nonce', 'offerName', 'offerNameSEO', 'optOutMissCall', 'orderId',
  'orderPriority', 'path', 'paymentId', 'pin', 'pincode', 'posterUrl', 'primeId', 'purpose', 'redirectUrl', 'redirectionURL', 'redirectionUrl',
  'referrarCode', 'referrerCode', 'referrerName', 'salt', 'signature', 'siteKeyV2', 'siteKeyV3', 'slug', 'ssoId', 'state', 'states',
  'statusCode', 'storeCode', 'subOfferName', 'subscriptionVariant', 'subscriptionVariants', 'systemErrorCode', 'tags', 'ticketId',
  'tpExclusiveKnowMoreImage', 'trialVariantName', 'url', 'userSubscriptionId', 'variantName', 'xclusiveDiscountedPrice', 'xclusiveEndTime',
  'xclusiveImage', 'xclusiveSellingPrice', 'xclusiveStartTime',
]);

/**
 * Operations whose answers are never translated: the console's (staff edit the texts as they are
 * stored), the development helpers, the system probes, analytics and the static files.
 */
export const UNTRANSLATED_TAGS: ReadonlySet<string> = new Set(['admin', 'dev', 'system', 'analytics', 'static']);

export type StringKind = 'text' | 'list' | 'value' | 'unlisted';

/** What a string property `name` of schema `owner` holds. */
export function stringKind(owner: string, name: string): StringKind {
  if (TEXT_LISTS_IN[name]?.includes(owner)) return 'list';
  if (DISPLAY_TEXTS_IN[name]?.includes(owner)) return 'text';
  if (DISPLAY_TEXTS.has(name)) return 'text';
  if (VALUES.has(name)) return 'value';
  return 'unlisted';
}

/**
 * Where an answer's display texts are: `text` marks a string (or each string of an array) to translate,
 * `list` a JSON list of them; objects and arrays lead to theirs. Built once from the contract.
 */
export interface TextPlan {
  text?: 'text' | 'list';
  properties?: Map<string, TextPlan>;
  /** Every property of a map (`additionalProperties`). */
  additional?: TextPlan;
  items?: TextPlan;
}

type Schema = Record<string, unknown>;

/** A string property as the classification sees it: its own schema, ignoring null. */
export interface StringProperty {
  owner: string;
  name: string;
}

class PlanBuilder {
  private readonly byReference = new Map<string, TextPlan>();
  /** Every plain string property met (the classification's test reads them). */
  readonly strings: StringProperty[] = [];

  constructor(private readonly document: OpenApiDocument) {}

  private resolve(reference: string): Schema {
    const name = reference.split('/').pop() ?? '';
    const schema = (this.document as { components?: { schemas?: Record<string, Schema> } }).components?.schemas?.[name];
    if (!schema) throw new Error(`i18n: the contract has no schema ${reference}`);
    return schema;
  }

  planOf(schema: unknown, owner: string): TextPlan {
    if (!schema || typeof schema !== 'object') return {};
    const node = schema as Schema;
    if (typeof node.$ref === 'string') {
      const name = node.$ref.split('/').pop() ?? '';
      const known = this.byReference.get(name);
      if (known) return known;
      // registered before it is built: a schema that contains itself finds its own plan
      const plan: TextPlan = {};
      this.byReference.set(name, plan);
      Object.assign(plan, this.planOf(this.resolve(node.$ref), name));
      return plan;
    }
    let plan: TextPlan = {};
    for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
      for (const part of (node[keyword] as unknown[] | undefined) ?? []) plan = merge(plan, this.planOf(part, owner));
    }
    if (node.items) {
      const items = this.planOf(node.items, owner);
      if (!isEmpty(items)) plan = merge(plan, { items });
    }
    if (node.additionalProperties && typeof node.additionalProperties === 'object') {
      const additional = this.planOf(node.additionalProperties, owner);
      if (!isEmpty(additional)) plan = merge(plan, { additional });
    }
    for (const [name, property] of Object.entries((node.properties as Record<string, unknown> | undefined) ?? {})) {
      let propertyPlan = this.planOf(property, owner);
      if (this.isPlainString(property)) {
        this.strings.push({ owner, name });
        const kind = stringKind(owner, name);
        if (kind === 'text' || kind === 'list') propertyPlan = merge(propertyPlan, { text: kind });
      }
      if (!isEmpty(propertyPlan)) plan = merge(plan, { properties: new Map([[name, propertyPlan]]) });
    }
    return plan;
  }

  /** A string (or a list of strings) free to hold any text: no enum, const, format or pattern. */
  private isPlainString(schema: unknown): boolean {
    if (!schema || typeof schema !== 'object') return false;
    let node = schema as Schema;
    if (typeof node.$ref === 'string') node = this.resolve(node.$ref);
    const types = ([] as unknown[]).concat(node.type ?? []);
    if (types.includes('array')) return this.isPlainString(node.items);
    if (!types.includes('string')) return false;
    return node.enum === undefined && node.const === undefined && node.format === undefined && node.pattern === undefined;
  }
}

function isEmpty(plan: TextPlan): boolean {
  return !plan.text && !plan.items && !plan.additional && !(plan.properties && plan.properties.size > 0);
}

function merge(a: TextPlan, b: TextPlan): TextPlan {
  if (isEmpty(a)) return b;
  if (isEmpty(b)) return a;
  const merged: TextPlan = { ...a };
  if (b.text) merged.text = a.text === 'list' ? 'list' : b.text;
  if (b.items) merged.items = a.items ? merge(a.items, b.items) : b.items;
  if (b.additional) merged.additional = a.additional ? merge(a.additional, b.additional) : b.additional;
  if (b.properties) {
    const properties = new Map(a.properties);
    for (const [name, plan] of b.properties) properties.set(name, properties.has(name) ? merge(properties.get(name) as TextPlan, plan) : plan);
    merged.properties = properties;
  }
  return merged;
}

export interface TextPlans {
  /** The plan of an operation's answer by status (`200`), or undefined when nothing in it is translated. */
  of(operationId: string, status: number): TextPlan | undefined;
  /** Every plain string property of the translated answers (for the classification's test). */
  strings: readonly StringProperty[];
}

/** The plans of every translated operation's 2xx JSON answers, from the contract. */
export function textPlans(document: OpenApiDocument = loadContract()): TextPlans {
  const builder = new PlanBuilder(document);
  const plans = new Map<string, TextPlan>();
  const responses = (document as { components?: { responses?: Record<string, Schema> } }).components?.responses ?? {};
  for (const { operation } of contractOperations(document)) {
    const operationId = operation.operationId;
    const tags = (operation.tags as string[] | undefined) ?? [];
    if (typeof operationId !== 'string' || tags.some((tag) => UNTRANSLATED_TAGS.has(tag))) continue;
    for (const [status, answer] of Object.entries((operation.responses as Record<string, Schema> | undefined) ?? {})) {
      if (!status.startsWith('2')) continue;
      const response = typeof answer.$ref === 'string' ? responses[answer.$ref.split('/').pop() ?? ''] : answer;
      const schema = (response?.content as Record<string, { schema?: unknown }> | undefined)?.['application/json']?.schema;
      if (!schema) continue;
      const plan = builder.planOf(schema, operationId);
      if (!isEmpty(plan)) plans.set(`${operationId} ${status}`, plan);
    }
  }
  return {
    of: (operationId, status) => plans.get(`${operationId} ${status}`) ?? plans.get(`${operationId} 2XX`),
    strings: builder.strings,
  };
}
