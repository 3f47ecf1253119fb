// The public entry point of @rewards/membership: joining (codes, buy button, free trial, payment).
// The /payment route module is separate (`@rewards/membership/routes/payment`), its own chunk.

// Components the shell and other features mount.
export { BuyButton, CAMPAIGN_CODE_KEY } from './BuyButton';
export type { BuyButtonProps } from './BuyButton';
export { PaymentPage, PAYMENT_BASE } from './PaymentPage';
export type { PaymentPageProps } from './PaymentPage';
export { MembershipManagement, autoRenewalText } from './MembershipManagement';
export type { InvoiceTab, MembershipManagementProps } from './MembershipManagement';
export { GiftCodeStrip } from './GiftCodeStrip';
export { HomeJoin } from './HomeJoin';
export type { GiftCodeStripProps } from './GiftCodeStrip';
// The toasts a login owes the page it lands on (free-trial result, 'Code Not Applied'); the shell
// mounts it once on every page. It also applies a code typed at login (links a referral code).
export { PendingToasts } from './PendingToasts';
// The exit-intent free-trial prompt (visitors, where a free trial is on); the shell mounts it once.
export { ExitIntentPrompt } from './ExitIntent';
export type { ExitIntentPromptProps } from './ExitIntent';
export { EXIT_INTENT_DISABLED_UNTIL_KEY, exitIntentText } from './rules/exitIntent';
// The discount banner of the logged-out home and /categories (visitors only).
export { DiscountBanner } from './DiscountBanner';
export type { DiscountBannerProps } from './DiscountBanner';
export { checkCode, applyLoginCode } from './codes/checkCode';
// The code_applied sheet (a code the member applied is valid) and the claim_referral overlay (a
// visitor on a member's referral link); each is hosted by its owner through the overlay store.
export { CodeAppliedSheet } from './CodeApplied';
export type { CodeAppliedSheetProps } from './CodeApplied';
export { ReferralClaim, ReferralClaimSheet } from './ReferralClaim';
export type { ReferralClaimProps, ReferralClaimSheetProps } from './ReferralClaim';
export { codeAppliedMessage, codeValidity, referrerLine } from './rules/codeApplied';
export { offersReferralClaim, referralClaimCopy, runningCampaign, REFERRAL_CLAIM_DISMISSED_KEY } from './rules/referralClaim';
export { FreeTrialStep } from './FreeTrialStep';
export type { FreeTrialStepProps } from './FreeTrialStep';
// The toast itself is the design system's (@rewards/design-system `Toast`).
export { ConfirmDialog } from './components/ConfirmDialog';
export type { ConfirmDialogProps } from './components/ConfirmDialog';

// The joining calls and reads, from the site's query factory (a fake's, in tests and stories).
export { usePaymentApi, usePaymentQueries } from './api/usePaymentApi';

// Rules: plain functions with table-driven tests beside them. Those that say something take the
// page's `t` (the membership catalogue's, `useT(membershipCatalogue)`) and, for money and dates, its locale.
export { membershipCatalogue } from './i18n/catalogue';
export { buyButtonAction, isBuyButtonVisible, paymentUrl, PAYMENT_PATH } from './rules/buyButton';
export type { BuyButtonAction, BuyButtonActionInput, BuyButtonVisibilityInput, BuyCode, BuyFlow, GiftCode } from './rules/buyButton';
export { priceDisplay } from './rules/price';
export type { PriceDisplay, PriceInput } from './rules/price';
export { trialToast } from './rules/trialToast';
export { pendingToast, referralRevalidationCode, trialHandoverToast } from './rules/pendingToast';
export type { PendingToast, PendingToastKind } from './rules/pendingToast';
export type { ToastTone, TrialToast, TrialToastInput } from './rules/trialToast';
export { countdownRemaining, validTillText, withoutPromo } from './rules/countdown';
export { nextPoll, paymentSteps, stepForOrderStatus, stepFromScreen, stepTitle } from './rules/steps';
export type { PaymentStep, PollDecision } from './rules/steps';
export { codeErrorMessage, defaultErrorMessage, isNetworkFailure, paymentErrorMessage } from './rules/codeError';
export {
  BUY_CLICK_DELAY_MS,
  GIFT_CODE_ANIMATION_MS,
  PAYMENT_REDIRECT_MS,
  POST_TRIAL_REDIRECT_MS,
  PROMO_APPLY_ON_LOAD_MS,
  TOAST_MS,
} from './rules/constants';
// Moved to the design system (the offer CTAs open it too); re-exported for existing callers.
export { AppInstallPrompt, APP_INSTALL_TITLE, appInstallLink } from '@rewards/design-system';
