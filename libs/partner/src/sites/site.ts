// Each deployment's data and route set, once (one file per partner): its app adds the theme (the
// design system's, which this util lib may not import) and passes it to definePartner; the shell's
// route lists, the path rules and the tests' example configs all read these same objects.
import type { PartnerId, PartnerInput } from '../partner';

/** A partner's config without its theme. */
export type PartnerSite = Omit<PartnerInput, 'theme'> & { id: PartnerId };
