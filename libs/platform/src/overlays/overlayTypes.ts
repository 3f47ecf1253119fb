/**
 * The overlay names of spec §4 ("Modal and panel types"). One overlay is open at a time; a name
 * outside these lists shows nothing.
 */
export const SLIDE_IN_OVERLAYS = ['coupons_drawer', 'payment_offers', 'tpx_know_more', 'sign_in', 'clp_key_points_modal', 'visa_sign_in'] as const;

export const SHEET_OVERLAYS = [
  'coupons_drawer',
  'savings_prompt',
  'capture_name_pop_up',
  'login_pop_up',
  'error_modal',
  'tp_exclusive_info',
  'appInstall_cta_qrcode',
  'coupons_tnc',
  'coupon_confirmation',
  'code_applied',
  'claim_referral',
  'city_selection_pop_up',
  'gender_selection_pop_up',
  'savings_coupon_adjustment_pop_up',
  'app_download_prompt',
  'full_screen_video',
  'student_offer_modal',
  'visa_offer_plan_details',
  'visa_offer_logged_in',
  'visa_offer_payment_logged_in',
] as const;

export const TOP_BANNER_OVERLAYS = ['app_banner'] as const;

export type SlideInOverlay = (typeof SLIDE_IN_OVERLAYS)[number];
export type SheetOverlay = (typeof SHEET_OVERLAYS)[number];
export type TopBannerOverlay = (typeof TOP_BANNER_OVERLAYS)[number];
export type OverlayType = SlideInOverlay | SheetOverlay | TopBannerOverlay;

const known = new Set<string>([...SLIDE_IN_OVERLAYS, ...SHEET_OVERLAYS, ...TOP_BANNER_OVERLAYS]);

export function isOverlayType(name: string): name is OverlayType {
  return known.has(name);
}
