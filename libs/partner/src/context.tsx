import { useLocale, useT } from '@rewards/i18n';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { partnerCatalogue } from './i18n/catalogue';
import { partnerIn } from './localize';
import type { PartnerConfig, PartnerLabels } from './partner';

const PartnerContext = createContext<PartnerConfig | null>(null);

export function PartnerProvider({ partner, children }: { partner: PartnerConfig; children: ReactNode }) {
  return <PartnerContext.Provider value={partner}>{children}</PartnerContext.Provider>;
}

/**
 * The current deployment's config, its words in the page's language. Features read brand and routes
 * through this, never by importing an app.
 */
export function usePartner(): PartnerConfig {
  const partner = useContext(PartnerContext);
  if (!partner) throw new Error('usePartner() needs a <PartnerProvider> above it');
  const locale = useLocale();
  // waits for the catalogue in a language that has not arrived (the shell loads it before the first render)
  useT(partnerCatalogue);
  return useMemo(() => partnerIn(partner, locale), [partner, locale]);
}

export function useLabels(): PartnerLabels {
  return usePartner().labels;
}
