import { layoutContent } from '@rewards/api-client/testing';
import { LoginPopupProvider } from '@rewards/auth';
import { AuthTestProviders } from '@rewards/auth/testing';
import { Button, Dialog } from '@rewards/design-system';
import { createOverlayStore, OverlayProvider, useOverlay, type OverlayType } from '@rewards/platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import CityDialog from '../layout/city/CityDialog';
import AppBanner from './AppBanner';
import AppDownloadPrompt from './AppDownloadPrompt';
import ErrorModal from './ErrorModal';
import * as styles from './overlays.css';

/**
 * Every overlay type of spec §4 ("Modal and panel types"), one story each. Types whose content the
 * shell has show it (the login popup, the error modal, the app banner, the app-download prompt, the
 * city dialog; the exclusives' `tpx_know_more` and `tp_exclusive_info` and the listing's
 * `clp_key_points_modal` have their real stories under Offers/Exclusives and Offers/Listing, the
 * savings ones under Offers/Savings prompt and Payment/Savings coupon adjustment); the others show
 * the design-system sheet (a bottom sheet on phones, a centred modal from 1024 px) with sample
 * content and the type's name. Each opens through the overlay store, as in the app.
 */

function GalleryProviders({ type, children }: { type: OverlayType; children: ReactNode }) {
  const [store] = useState(() => {
    const created = createOverlayStore();
    created.open(type, type === 'city_selection_pop_up' ? { key: 'header' } : {});
    return created;
  });
  // The login popup needs account calls, a session and a query cache; none is called here.
  return (
    <AuthTestProviders>
      <OverlayProvider store={store}>{children}</OverlayProvider>
    </AuthTestProviders>
  );
}

/** Sample content for the types the shell does not own (features render the real ones). */
const samples: Partial<Record<OverlayType, { title: string; text: string }>> = {
  coupons_drawer: { title: 'Your coupon', text: 'Code SAVE100 · ₹100 off on orders above ₹499. Valid till 31 Dec 2026.' },
  payment_offers: { title: 'Payment Offers', text: '10% cashback up to ₹150 with select bank cards.' },
  tpx_know_more: { title: 'Know more', text: 'How the member price works and what the partner gives you.' },
  clp_key_points_modal: { title: 'Key points', text: 'One code per member per month. Valid on the partner app only.' },
  visa_sign_in: { title: 'Sign in with your card', text: 'Enter the mobile number linked to your card.' },
  savings_prompt: { title: 'You saved ₹600', text: 'With your Tandoor Tales code. Your savings so far: ₹1,240.' },
  capture_name_pop_up: { title: 'What should we call you?', text: 'We will use it on your membership and when we write to you.' },
  tp_exclusive_info: { title: 'Exclusive event', text: 'Member-only seats; the timer shows when booking opens.' },
  appInstall_cta_qrcode: { title: 'Scan to get the app', text: 'Open your phone camera and point it at the code.' },
  // The code overlays are features' (this lib may not import them statically): their real stories are
  // Offers/Coupon terms (coupons_tnc), Offers/Coupon confirmation (coupon_confirmation), Payment/Code
  // applied (code_applied) and Payment/Claim referral (claim_referral); the samples use their words.
  coupons_tnc: { title: 'Terms and conditions', text: 'Valid on the weekday lunch buffet. One code per table per visit.' },
  coupon_confirmation: { title: 'Generate your last code?', text: "You have 1 of 2 Tandoor Tales codes left. A generated code can't be returned." },
  code_applied: { title: 'Code applied', text: 'WELCOME100: ₹100 off your membership.' },
  claim_referral: { title: 'Aarav invited you to Prime Rewards', text: '₹200 off the membership with referral code AARAV3210.' },
  gender_selection_pop_up: { title: 'What is your gender?', text: 'It helps us pick benefits you will like.' },
  savings_coupon_adjustment_pop_up: { title: 'Your code’s saving was adjusted', text: 'FESTIVE20 gives 20% off, up to ₹300: on ₹1,999 it takes off ₹300.' },
  full_screen_video: { title: 'How it works', text: 'A short video on using your membership.' },
  student_offer_modal: { title: 'Student offer', text: 'Verify your student ID to get the student price.' },
  visa_offer_plan_details: { title: 'Plan details', text: '12 months of benefits at the card member price.' },
  visa_offer_logged_in: { title: 'Your card offer', text: 'Your card gives you the membership at a special price.' },
  visa_offer_payment_logged_in: { title: 'Pay with your card', text: 'Complete payment with your card to claim the offer.' },
};

function SampleOverlay({ type }: { type: OverlayType }) {
  const overlay = useOverlay(type);
  const sample = samples[type] ?? { title: type, text: 'Sample content.' };
  return (
    <Dialog open={overlay.isOpen} onOpenChange={overlay.onOpenChange} title={sample.title} description={`Overlay type: ${type}`} size="small">
      <p className={styles.message}>{sample.text}</p>
      <Button fullWidth onClick={overlay.hide}>
        OKAY
      </Button>
    </Dialog>
  );
}

function ShellOverlay({ type }: { type: OverlayType }) {
  const overlay = useOverlay(type, type === 'city_selection_pop_up' ? 'header' : undefined);
  switch (type) {
    case 'error_modal':
      return <ErrorModal open={overlay.isOpen} onOpenChange={overlay.onOpenChange} payload={{ message: 'We could not generate your code. Please try again.' }} />;
    case 'app_download_prompt':
      return (
        <AppDownloadPrompt
          open={overlay.isOpen}
          onOpenChange={overlay.onOpenChange}
          links={{ ios: layoutContent.hamburgerMenu.downloadLinkIos, android: layoutContent.hamburgerMenu.downloadLinkAndroid }}
          userAgent=""
        />
      );
    case 'app_banner':
      // at any width here; in the app it shows below 768 px only
      return overlay.isOpen ? <AppBanner href={layoutContent.hamburgerMenu.downloadLinkAndroid} onDismiss={overlay.hide} phoneOnly={false} /> : null;
    case 'city_selection_pop_up':
      return (
        <CityDialog
          open={overlay.isOpen}
          onOpenChange={overlay.onOpenChange}
          city="Pune"
          cities={[
            { name: 'Mumbai', state: 'Maharashtra' },
            { name: 'Pune', state: 'Maharashtra' },
            { name: 'Bengaluru', state: 'Karnataka' },
          ]}
          loadFailed={false}
          onSave={() => undefined}
        />
      );
    case 'sign_in':
    case 'login_pop_up':
      return <LoginOverlay />;
    default:
      return <SampleOverlay type={type} />;
  }
}

/** The real login popup: `login_pop_up` is its phone form, so both open it as `sign_in`. */
function LoginOverlay() {
  const overlay = useOverlay('sign_in');
  const { show } = overlay;
  useEffect(() => show(), [show]);
  return <LoginPopupProvider>{null}</LoginPopupProvider>;
}

function Gallery({ type }: { type: OverlayType }) {
  return (
    <GalleryProviders type={type}>
      <ShellOverlay type={type} />
    </GalleryProviders>
  );
}

const meta = {
  title: 'App shell/Overlays',
  component: Gallery,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog has finished its enter animation, so what it shows is fully visible (and measurable). */
async function openDialog(name: string | RegExp) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
  return dialog;
}

const story = (type: OverlayType, name: string | RegExp): Story => ({
  args: { type },
  play: async () => {
    await expect(await openDialog(name)).toBeVisible();
  },
});

// Slide-in panels.
export const coupons_drawer = story('coupons_drawer', 'Your coupon');
export const payment_offers = story('payment_offers', 'Payment Offers');
export const tpx_know_more = story('tpx_know_more', 'Know more');
export const sign_in = story('sign_in', 'Login');
export const clp_key_points_modal = story('clp_key_points_modal', 'Key points');
export const visa_sign_in = story('visa_sign_in', 'Sign in with your card');
// Sheets and modals.
export const savings_prompt = story('savings_prompt', 'You saved ₹600');
export const capture_name_pop_up = story('capture_name_pop_up', 'What should we call you?');
export const login_pop_up = story('login_pop_up', 'Login');
export const error_modal = story('error_modal', 'Oops!');
export const tp_exclusive_info = story('tp_exclusive_info', 'Exclusive event');
export const appInstall_cta_qrcode = story('appInstall_cta_qrcode', 'Scan to get the app');
export const coupons_tnc = story('coupons_tnc', 'Terms and conditions');
export const coupon_confirmation = story('coupon_confirmation', 'Generate your last code?');
export const code_applied = story('code_applied', 'Code applied');
export const claim_referral = story('claim_referral', 'Aarav invited you to Prime Rewards');
export const city_selection_pop_up = story('city_selection_pop_up', 'Select City');
export const gender_selection_pop_up = story('gender_selection_pop_up', 'What is your gender?');
export const savings_coupon_adjustment_pop_up = story('savings_coupon_adjustment_pop_up', 'Your code’s saving was adjusted');
export const app_download_prompt = story('app_download_prompt', 'Everything is in the app');
export const full_screen_video = story('full_screen_video', 'How it works');
export const student_offer_modal = story('student_offer_modal', 'Student offer');
export const visa_offer_plan_details = story('visa_offer_plan_details', 'Plan details');
export const visa_offer_logged_in = story('visa_offer_logged_in', 'Your card offer');
export const visa_offer_payment_logged_in = story('visa_offer_payment_logged_in', 'Pay with your card');
// Top banner.
export const app_banner: Story = {
  args: { type: 'app_banner' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('complementary', { name: 'Get the app' });
    await expect(within(banner).getByRole('link', { name: 'Download' })).toHaveAttribute('href', layoutContent.hamburgerMenu.downloadLinkAndroid);
  },
};

