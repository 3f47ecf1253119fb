// How the member pages say states and moments (India's time, as the API's messages), in the page's
// language (`t`, the members section's catalogue; `locale` for dates).
import type { components } from '@rewards/api-contract';
import { formatDate, type Locale, type Translate } from '@rewards/i18n';
import { dateTimeFormat } from '../i18n/format';

type Schemas = components['schemas'];
export type MemberSearch = Schemas['AdminMemberSearchResponse']['data'];
export type MemberSummary = Schemas['AdminMemberSummary'];
export type MemberDetail = Schemas['AdminMemberDetail'];
export type MembershipState = Schemas['AdminMembershipState'];
export type MemberContact = Schemas['AdminMemberContactResponse']['data'];
export type MemberBlockOutcome = Schemas['AdminMemberBlockResponse']['data'];
export type InvoiceResend = Schemas['AdminResendInvoiceResponse']['data'];

// i18n-keys: members.state.none members.state.trial members.state.paid members.state.expired members.state.cancelled members.state.unclaimed
export const stateLabel = (t: Translate, state: MembershipState) => t(`members.state.${state}`);

// i18n-keys: members.orderStatus.CREATED members.orderStatus.PENDING members.orderStatus.PAID members.orderStatus.FAILED members.orderStatus.CANCELLED
export const orderStatusLabel = (t: Translate, status: MemberDetail['orders'][number]['status']) => t(`members.orderStatus.${status}`);

// i18n-keys: members.couponState.GENERATED members.couponState.COPIED members.couponState.REDEEMED
export const couponStateLabel = (t: Translate, state: MemberDetail['couponCodes'][number]['state']) => t(`members.couponState.${state}`);

/** How a co-brand membership was claimed, as it reads inside a sentence ('claimed through enrolment list'). */
// i18n-keys: members.claimVia.enrolment members.claimVia.storeCode members.claimVia.both members.claimVia.unknown
export const claimViaLabel = (t: Translate, via: MemberDetail['claims'][number]['via']) => t(`members.claimVia.${via}`);

/** The co-brands by name (names stay as they are in every language). */
export const PARTNER_LABELS: Record<MemberDetail['claims'][number]['partner'], string> = { SHOPPERS_STOP: 'Shopper Rewards', MORE_REWARDS: 'More Rewards' };

// i18n-keys: members.studentState.SUBMITTED members.studentState.APPROVED members.studentState.REJECTED
export const studentStateLabel = (t: Translate, state: NonNullable<MemberDetail['studentRequest']>['state']) => t(`members.studentState.${state}`);

const MOMENT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' };

/** '20 Nov 2026, 3:28 pm IST' ('20 नव॰ 2026, 3:28 pm IST'). */
export const momentLabel = (iso: string, locale: Locale = 'en') => `${dateTimeFormat(locale, 'en-GB', MOMENT).format(new Date(iso))} IST`;

/** '20 November 2026' ('20 नवंबर 2026') in India's time, or the words for none. */
export const dayLabel = (locale: Locale, iso: string | null, none: string) => (iso ? formatDate(locale, iso, 'long') : none);
