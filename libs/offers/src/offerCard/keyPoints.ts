import { parseKeyPoints, type Offer } from '@rewards/api-contract';
import { htmlToText } from '@rewards/design-system';

/**
 * An offer's key points as plain text, for the panels that list them (the listing's key points
 * panel, an exclusive's info sheet): the offer's own `keyPoints`, else the JSON list of HTML strings
 * in `extraInfoMap.keyPoints`. A list that fails to parse is empty (spec §5); blank points are dropped.
 */
export function offerKeyPoints(offer: Pick<Offer, 'keyPoints' | 'extraInfoMap'>): string[] {
  const raw = offer.keyPoints.length > 0 ? offer.keyPoints : parseKeyPoints(offer.extraInfoMap?.keyPoints);
  return raw.map(htmlToText).filter((point) => point.length > 0);
}
