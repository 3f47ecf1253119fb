// How the member pages say states and moments (India's time, as the API's messages).
import { formatIstLongDate, type components } from '@rewards/api-contract';

type Schemas = components['schemas'];
export type MemberSearch = Schemas['AdminMemberSearchResponse']['data'];
export type MemberSummary = Schemas['AdminMemberSummary'];
export type MemberDetail = Schemas['AdminMemberDetail'];
export type MembershipState = Schemas['AdminMembershipState'];
export type MemberContact = Schemas['AdminMemberContactResponse']['data'];
export type MemberBlockOutcome = Schemas['AdminMemberBlockResponse']['data'];
export type InvoiceResend = Schemas['AdminResendInvoiceResponse']['data'];

export const STATE_LABELS: Record<MembershipState, string> = {
  none: 'Not a member',
  trial: 'Free trial',
  paid: 'Paid member',
  expired: 'Expired',
  cancelled: 'Cancelled',
  unclaimed: 'Co-brand membership not claimed',
};

export const ORDER_STATUS_LABELS: Record<MemberDetail['orders'][number]['status'], string> = {
  CREATED: 'Created',
  PENDING: 'Payment pending',
  PAID: 'Paid',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};

export const COUPON_STATE_LABELS: Record<MemberDetail['couponCodes'][number]['state'], string> = { GENERATED: 'Handed out', COPIED: 'Copied', REDEEMED: 'Redeemed' };

export const CLAIM_VIA_LABELS: Record<MemberDetail['claims'][number]['via'], string> = {
  enrolment: 'Enrolment list',
  storeCode: 'Store code',
  both: 'Enrolment list and store code',
  unknown: 'Not recorded',
};

export const PARTNER_LABELS: Record<MemberDetail['claims'][number]['partner'], string> = { SHOPPERS_STOP: 'Shopper Rewards', MORE_REWARDS: 'More Rewards' };

export const STUDENT_STATE_LABELS: Record<NonNullable<MemberDetail['studentRequest']>['state'], string> = {
  SUBMITTED: 'Waiting for a decision',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

const MOMENT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' });

/** '20 Nov 2026, 3:28 pm IST'. */
export const momentLabel = (iso: string) => `${MOMENT.format(new Date(iso))} IST`;

/** '20 November 2026', or the words for none. */
export const dayLabel = (iso: string | null, none = 'None') => (iso ? formatIstLongDate(iso) : none);
