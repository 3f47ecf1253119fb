import { useLoginPopup, useSession } from '@rewards/auth';
import { usePartner } from '@rewards/partner';
import type { BannerViewer } from './bannerTarget';

export interface BannerViewerWithSignIn extends BannerViewer {
  signIn: () => void;
}

/** Who is looking at the banners (member or visitor, the partner's offer base) and how to ask them to sign in. */
export function useBannerViewer(): BannerViewerWithSignIn {
  const session = useSession();
  const partner = usePartner();
  const login = useLoginPopup();
  return { loggedIn: session.status === 'loggedIn', categoriesPath: partner.categoriesPath, allowedPaths: partner.allowedPaths, signIn: () => login.open() };
}
