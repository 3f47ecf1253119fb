// Test and story data: a viewer's offer state with every field the contract requires.
import type { OfferState } from '@rewards/api-contract';

export function makeOfferState(overrides: Partial<OfferState> = {}): OfferState {
  return {
    name: 'zestbite-welcome',
    viewer: 'MEMBER',
    ctaDetails: { actionType: 'GENERATE_CODE', label: 'GENERATE CODE', disabled: false, message: null },
    loggedOutView: null,
    redemptionDetails: { activeCoupons: [], expiredCoupons: [], maxRedemption: 3, left: 3, generateNext: true },
    couponDetails: { partnerCta: { label: 'ORDER ON ZESTBITE', url: 'https://zestbite.example/order' }, expiredCouponsLabel: 'Expired codes', nextCouponMessage: null, nextCodeCta: null },
    isViewCode: false,
    isCouponDrawerGenerateBtn: false,
    unlockTracker: null,
    productDetails: { subOfferName: 'zestbite-welcome-50', companyName: 'ZestBite' },
    tracker: { left: 3, availed: 0, nextAvailableOn: null, savings: 0 },
    activationStatus: { status: 0, userStatus: 5 },
    couponType: 'POOL',
    flashSale: null,
    ...overrides,
  };
}
