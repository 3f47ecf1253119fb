import { EXCLUSIVE_STATE_TAGS, exclusiveStateTag, type ExclusiveState, type Offer } from '@rewards/api-contract';
import type { Translate } from '@rewards/i18n';

/** A state's own tag in the page's language (`t`, the offers catalogue's): RSVP, LIVE NOW, JUST MISSED. */
export function defaultStateTag(t: Translate, state: ExclusiveState): string {
  if (state === 'upcoming') return t('exclusiveTag.upcoming');
  if (state === 'live') return t('exclusiveTag.live');
  return t('exclusiveTag.expired');
}

/**
 * The card's state tag: the offer's own for the state (the API's words, `exclusiveStateTag`), else
 * the default in the page's language.
 */
export function stateTag(t: Translate, offer: Pick<Offer, 'extraInfoMap'>, state: ExclusiveState): string {
  const tag = exclusiveStateTag(offer, state);
  return tag === EXCLUSIVE_STATE_TAGS[state] ? defaultStateTag(t, state) : tag;
}
