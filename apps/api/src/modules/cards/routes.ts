// Thin handlers for the card-linked offer, keyed by the contract's operationIds.
import { CARD_VERIFICATION_PARAM, CARD_VERIFICATION_REASON_PARAM, type CardVerificationFailure, type components, type operations } from '@rewards/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthAccess } from '../auth';
import type { ActivationService } from './activation-service';
import type { EligibilityService } from './eligibility-service';
import { CARD_SSO_STATE_COOKIE, CARD_SSO_STATE_TTL_SECONDS, CARD_VERIFIED_COOKIE, CARD_VERIFIED_TTL_SECONDS, type CardVerificationSealer, stateCookieOptions, verifiedCookieOptions } from './verification-cookies';
import { CardVerificationFailed, type VerificationService } from './verification-service';

type Schemas = components['schemas'];
type CardParams = { cardChannelId: string };
type CallbackRequest = FastifyRequest<{
  Params: operations['completeCardVerification']['parameters']['path'];
  Querystring: Record<string, string>;
}>;

/** The site page the browser goes back to, told how the network's sign-in went. */
export function verificationReturn(returnTo: string, outcome: { done: true } | { done: false; reason: CardVerificationFailure }): string {
  // returnTo is a path on the site (the contract's pattern); the URL is only built to add the query.
  const url = new URL(returnTo, 'http://site.invalid');
  url.searchParams.delete(CARD_VERIFICATION_PARAM);
  url.searchParams.delete(CARD_VERIFICATION_REASON_PARAM);
  url.searchParams.set(CARD_VERIFICATION_PARAM, outcome.done ? 'done' : 'failed');
  if (!outcome.done) url.searchParams.set(CARD_VERIFICATION_REASON_PARAM, outcome.reason);
  return `${url.pathname}${url.search}`;
}

export function cardHandlers({
  eligibility,
  activations,
  verifications,
  sealer,
  auth,
}: {
  eligibility: EligibilityService;
  activations: ActivationService;
  verifications: VerificationService;
  sealer: CardVerificationSealer;
  auth: AuthAccess;
}) {
  return {
    async validateCard(request: FastifyRequest<{ Params: CardParams; Body: Schemas['CardValidateRequest'] }>) {
      // A token that is present must be good (so the site renews an expired one): the member's limits then apply.
      const caller = await auth.optionalCaller(request);
      return eligibility.check(request.params.cardChannelId, request.body.cardBin, { ip: request.ip, memberId: caller?.user.id });
    },

    async startCardVerification(request: FastifyRequest<{ Params: CardParams; Body: Schemas['CardVerificationStartRequest'] }>, reply: FastifyReply) {
      const { user, family } = auth.requireMember(request);
      const { body, transactionCookie } = await verifications.begin({ id: user.id, sessionId: family.id, ip: request.ip }, request.params.cardChannelId, request.body);
      if (transactionCookie) void reply.setCookie(CARD_SSO_STATE_COOKIE, transactionCookie, stateCookieOptions(CARD_SSO_STATE_TTL_SECONDS));
      return body;
    },

    // A browser navigation: it always answers 302 back to the site, never JSON, whatever went wrong.
    async completeCardVerification(request: CallbackRequest, reply: FastifyReply) {
      const { cardChannelId } = request.params;
      void reply.clearCookie(CARD_SSO_STATE_COOKIE, stateCookieOptions(0));
      try {
        const { verifiedCookie, verified, returnTo } = await verifications.complete(cardChannelId, { ...request.query }, request.cookies[CARD_SSO_STATE_COOKIE]);
        request.log.info({ cardChannelId, memberId: verified.memberId }, 'card verified by the card network');
        return reply.setCookie(CARD_VERIFIED_COOKIE, verifiedCookie, verifiedCookieOptions(CARD_VERIFIED_TTL_SECONDS)).redirect(verificationReturn(returnTo, { done: true }), 302);
      } catch (error) {
        const expected = error instanceof CardVerificationFailed;
        request.log[expected ? 'info' : 'error']({ err: error, cardChannelId }, 'card verification failed');
        const reason = expected ? error.reason : 'FAILED';
        const returnTo = expected ? (error.returnTo ?? '/') : '/';
        return reply.redirect(verificationReturn(returnTo, { done: false, reason }), 302);
      }
    },

    async activateCardMembership(request: FastifyRequest<{ Params: CardParams; Body: Schemas['CardActivationRequest'] }>, reply: FastifyReply) {
      const { user, family } = auth.requireMember(request);
      const verified = await sealer.openVerified(request.cookies[CARD_VERIFIED_COOKIE]);
      const answer = await activations.activate(
        { id: user.id, sessionId: family.id, ip: request.ip, mobileVerified: user.mobileVerified, emailVerified: user.emailVerified },
        request.params.cardChannelId,
        request.body,
        verified,
        (reason) => auth.signOut(user.id, reply, reason),
      );
      // The network's word is used up by the activation it allowed (a replay finds the activation done).
      if (answer.success) void reply.clearCookie(CARD_VERIFIED_COOKIE, verifiedCookieOptions(0));
      return answer;
    },
  };
}
