import { createAuthApi } from '../auth/authApi';
import type { ApiClient } from '../createApiClient';
import { createPaymentApi, type PaymentApi } from '../payment/paymentApi';
import { createPaymentQueries } from '../payment/paymentQueries';
import { createCardApi, type CardApi } from './cardQueries';
import { createCategoryQueries } from './categoryQueries';
import { createContentQueries } from './contentQueries';
import { createCreditApi, createCreditQueries, type CreditApi } from './creditQueries';
import { createDigitalEventQueries } from './digitalEventQueries';
import { createHomeQueries } from './homeQueries';
import { createLayoutQueries } from './layoutQueries';
import { createOfferActionsApi, type OfferActionsApi } from './offerActions';
import { createOfferQueries } from './offerQueries';
import { createPartnerApi, type PartnerApi } from './partnerQueries';
import { createSavingsApi, createSavingsQueries, type SavingsApi } from './savingsQueries';
import { createSearchQueries } from './searchQueries';
import { createStudentApi, createStudentQueries, type StudentApi } from './studentQueries';
import { createUserQueries } from './userQueries';

/**
 * The calls behind the reads and the member's actions (what mutations run), bound to the site's
 * client. Tests and stories may replace any of them with a fake: the reads then go through it too.
 */
export interface ResourceCalls {
  payment: PaymentApi;
  credit: CreditApi;
  student: StudentApi;
  savings: SavingsApi;
  card: CardApi;
  partner: PartnerApi;
  offerActions: OfferActionsApi;
}

/**
 * Every resource's query options, bound to one client. Built once per site next to the client,
 * then handed to route loaders and components (router context or a React context in the shell).
 *
 * ```ts
 * await queryClient.ensureQueryData(queries.offer.detail(params.brand));
 * queryClient.invalidateQueries({ queryKey: queries.offer.all() });
 * useMutation({ mutationFn: (pan: string) => queries.calls.credit.verifyPan(pan) });
 * ```
 *
 * Every client resource is reached through it: components and loaders never bind their own calls
 * or build query keys, so the server's prefetch and the browser's reads share one key per resource.
 */
export function createQueries(api: ApiClient, authApi = createAuthApi(api), fakes: Partial<ResourceCalls> = {}) {
  const calls: ResourceCalls = {
    payment: createPaymentApi(api),
    credit: createCreditApi(api),
    student: createStudentApi(api),
    savings: createSavingsApi(api),
    card: createCardApi(api),
    partner: createPartnerApi(api),
    offerActions: createOfferActionsApi(api),
    ...fakes,
  };
  return {
    user: createUserQueries(authApi),
    category: createCategoryQueries(api),
    offer: createOfferQueries(api),
    home: createHomeQueries(api),
    search: createSearchQueries(api),
    layout: createLayoutQueries(api),
    content: createContentQueries(api),
    credit: createCreditQueries(calls.credit),
    student: createStudentQueries(calls.student),
    savings: createSavingsQueries(calls.savings),
    digitalEvent: createDigitalEventQueries(api),
    payment: createPaymentQueries(calls.payment),
    calls,
  };
}

export type Queries = ReturnType<typeof createQueries>;
export type CategoryQueries = Queries['category'];
export type OfferQueries = Queries['offer'];
export type HomeQueries = Queries['home'];
export type SearchQueries = Queries['search'];
export type UserQueries = Queries['user'];
export type LayoutQueries = Queries['layout'];
export type ContentQueries = Queries['content'];
