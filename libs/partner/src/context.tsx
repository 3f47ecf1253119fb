import { createContext, useContext, type ReactNode } from 'react';
import type { PartnerConfig, PartnerLabels } from './partner';

const PartnerContext = createContext<PartnerConfig | null>(null);

export function PartnerProvider({ partner, children }: { partner: PartnerConfig; children: ReactNode }) {
  return <PartnerContext.Provider value={partner}>{children}</PartnerContext.Provider>;
}

/** The current deployment's config. Features read brand and routes through this, never by importing an app. */
export function usePartner(): PartnerConfig {
  const partner = useContext(PartnerContext);
  if (!partner) throw new Error('usePartner() needs a <PartnerProvider> above it');
  return partner;
}

export function useLabels(): PartnerLabels {
  return usePartner().labels;
}
