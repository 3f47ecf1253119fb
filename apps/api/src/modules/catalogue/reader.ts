// The catalogue as other modules read it (home's sections and layout, an offer's actions, the digital
// events): its categories, its live offers and one offer by name. Only this module holds the
// catalogue's SQL; the others are given this port.
import type { AppDb } from '../../db/connection';
import { CatalogueRepository, type CategoryRow, type OfferDetailRow, type OfferFilter, type OfferRow } from './repository';

export interface CatalogueReader {
  listCategories(): Promise<CategoryRow[]>;
  listOffers(filter?: OfferFilter): Promise<OfferRow[]>;
  findOfferByName(name: string): Promise<OfferDetailRow | undefined>;
}

export function catalogueReader(db: AppDb): CatalogueReader {
  return new CatalogueRepository(db);
}
