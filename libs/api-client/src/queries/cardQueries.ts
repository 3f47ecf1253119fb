import type { components } from '@rewards/api-contract';
import type { ApiClient } from '../createApiClient';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];
/** An eligible card's offer: its activation options and the future-activation popup's content. */
export type CardOffer = Schemas['CardOffer'];
export type CardActivationOption = Schemas['CardActivationOption'];
export type CardActivationAction = Schemas['CardActivationAction'];
export type CardFutureDate = Schemas['CardFutureDate'];
/** The card-linked membership an activation answers. */
export type CardMembership = Schemas['CardMembership'];
/** What an activation sends besides the card's first 6 digits. */
export type CardActivationBody = Omit<Schemas['CardActivationRequest'], 'cardBin'>;
/** The validation's envelope: a refused card is a 200 with `success: false` (`TP400`) and a `userMessage`. */
export type CardValidateResult = Schemas['CardValidateResponse'];
/** The activation's envelope: a refusal is a 200 with `success: false` (`TP400` or `TP-CARD-NOT-ACTIVATED`). */
export type CardActivationResult = Schemas['CardActivationResponse'];
/** The start of the card network's sign-in: where to send the browser, or why not (a 200 with `success: false`). */
export type CardVerificationStartResult = Schemas['CardVerificationStartResponse'];

/**
 * The card-linked (Visa) offer calls. Both answer the whole envelope, because a refusal is a 200
 * whose `systemErrorCode` and `userMessage` the flow shows; anything else (a non-2xx answer, such
 * as 403 `NO_VALID_EMAIL_MOBILE` or 429 `TP429`) rejects with an `ApiError`.
 *
 * ```ts
 * const cards = useQueries().calls.card;
 * const { success, data, userMessage } = await cards.validate('VISA_SIGNATURE', '411111');
 * await cards.activate('VISA_SIGNATURE', { cardBin: '411111', action: 'ACTIVATE_NOW' });
 * ```
 */
export function createCardApi(api: ApiClient) {
  return {
    /** `POST /nc/prime/card/{cardChannelId}/validate` (signed in or not): is the card eligible? */
    async validate(cardChannelId: string, cardBin: string, signal?: AbortSignal): Promise<CardValidateResult> {
      const result = await api.POST('/nc/prime/card/{cardChannelId}/validate', { params: { path: { cardChannelId } }, body: { cardBin }, signal });
      return unwrap(result);
    },
    /** `POST /nc/prime/card/{cardChannelId}/futureActivation` (signed in): activate now or from a chosen date. */
    async activate(cardChannelId: string, body: Schemas['CardActivationRequest'], signal?: AbortSignal): Promise<CardActivationResult> {
      const result = await api.POST('/nc/prime/card/{cardChannelId}/futureActivation', { params: { path: { cardChannelId } }, body, signal });
      return unwrap(result);
    },
    /** `POST /nc/prime/card/{cardChannelId}/verification/start` (signed in): the network's sign-in URL for this card. */
    async startVerification(cardChannelId: string, body: { cardBin: string; returnTo?: string }, signal?: AbortSignal): Promise<CardVerificationStartResult> {
      const result = await api.POST('/nc/prime/card/{cardChannelId}/verification/start', { params: { path: { cardChannelId } }, body, signal });
      return unwrap(result);
    },
  };
}

export type CardApi = ReturnType<typeof createCardApi>;
