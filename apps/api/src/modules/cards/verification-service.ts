// The card network's word that the member holds the card: the step between the BIN check and the
// activation. `begin` (a signed-in member, an eligible card) answers the network's sign-in URL and
// the sealed transaction; `complete` (the network's redirect, in the same browser) checks it through
// the network adapter, requires the network's ID token to name the card the member entered, and
// answers the sealed verified card the activation needs. Nothing is activated here, and nothing is
// stored: the cookies carry it all (see verification-cookies.ts).
import { CARD_VERIFICATION_UNAVAILABLE, type CardVerificationFailure, type components } from '@rewards/api-contract';
import { CardNetworkFailure, type CardNetworkPort } from './adapters/network/port';
import { CARD_SSO_PATHS, isCardNetwork } from './adapters/network/settings';
import { unknownCardChannel } from './copy';
import { eligibilityOf, notEligible } from './eligibility-service';
import type { CardRepository } from './repository';
import type { RateLimiter } from '../../shared/rate-limit';
import type { CardVerificationSealer, VerifiedCard } from './verification-cookies';

type Schemas = components['schemas'];

export const VERIFICATION_MESSAGES = {
  started: 'Continue at the card network to verify your card',
  unavailable: 'Card verification is not available',
  unavailableUser: 'We cannot verify cards right now. Please try again later.',
} as const;

/** A verification that did not verify the card; the browser goes back with the reason, the log says why. */
export class CardVerificationFailed extends Error {
  override readonly name = 'CardVerificationFailed';

  constructor(
    readonly reason: CardVerificationFailure,
    message: string,
    /** Where the browser goes back to, when the transaction was readable. */
    readonly returnTo?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface VerificationDeps {
  repository: CardRepository;
  network: CardNetworkPort;
  sealer: CardVerificationSealer;
  /** The core site's origin: the callback is on it (through its proxy). */
  siteOrigin: string;
  /** The BIN-check allowance shared with validateCard (per address, per member). */
  binCheckLimiters: { address: readonly RateLimiter[]; member: readonly RateLimiter[] };
}

/** The signed-in member starting a verification. */
export interface Verifier {
  id: number;
  sessionId: string;
  ip: string;
}

export class VerificationService {
  constructor(private readonly deps: VerificationDeps) {}

  callbackUrl(channelId: string): string {
    return `${this.deps.siteOrigin}${CARD_SSO_PATHS.callback(channelId)}`;
  }

  async begin(caller: Verifier, channelId: string, request: Schemas['CardVerificationStartRequest']): Promise<{ body: Schemas['CardVerificationStartResponse']; transactionCookie?: string }> {
    const { repository, network } = this.deps;
    const channel = await repository.findChannel(channelId);
    if (!channel) throw unknownCardChannel(channelId);
    // The start looks the BIN up: it counts as a card check, so it is no way around their limits.
    for (const limiter of this.deps.binCheckLimiters.address) await limiter.take(caller.ip);
    for (const limiter of this.deps.binCheckLimiters.member) await limiter.take(String(caller.id));
    const eligibility = await eligibilityOf(repository, channel, request.cardBin);
    if (!eligibility.eligible) return { body: notEligible(eligibility.userMessage) };
    if (!isCardNetwork(channel.network) || !network.available(channel.network)) {
      return { body: { success: false, message: VERIFICATION_MESSAGES.unavailable, systemErrorCode: CARD_VERIFICATION_UNAVAILABLE, userMessage: VERIFICATION_MESSAGES.unavailableUser, data: null } };
    }
    const started = await network.begin(channel.network, this.callbackUrl(channel.id));
    const transactionCookie = await this.deps.sealer.sealTransaction({
      channelId: channel.id,
      cardBin: request.cardBin,
      memberId: caller.id,
      sessionId: caller.sessionId,
      state: started.state,
      nonce: started.nonce,
      codeVerifier: started.codeVerifier,
      returnTo: request.returnTo ?? '/',
    });
    return {
      body: { success: true, message: VERIFICATION_MESSAGES.started, systemErrorCode: null, userMessage: null, data: { authorizationUrl: started.authorizationUrl } },
      transactionCookie,
    };
  }

  /** The network's redirect: the verified card's sealed cookie and where to send the browser, or CardVerificationFailed. */
  async complete(channelId: string, query: Record<string, string>, transactionCookie: string | undefined): Promise<{ verifiedCookie: string; verified: VerifiedCard; returnTo: string }> {
    const { repository, network, sealer } = this.deps;
    const transaction = await sealer.openTransaction(transactionCookie, channelId);
    if (!transaction) throw new CardVerificationFailed('EXPIRED', 'the transaction cookie is missing, expired or not this channel\'s');
    const { returnTo } = transaction;
    const channel = await repository.findChannel(channelId);
    if (!channel || !isCardNetwork(channel.network)) throw new CardVerificationFailed('FAILED', `no card channel ${channelId} with a known network`, returnTo);
    let assertion;
    try {
      assertion = await network.complete(channel.network, this.callbackUrl(channel.id), query, transaction);
    } catch (error) {
      if (error instanceof CardNetworkFailure) throw new CardVerificationFailed(error.reason, error.message, returnTo, { cause: error });
      throw error;
    }
    if (!assertion.cardBins.includes(transaction.cardBin)) {
      // Either way the member does not get the offer; the reason tells them which card to use.
      const anyEligible = await this.anyEligible(channel.id, assertion.cardBins);
      throw new CardVerificationFailed(anyEligible ? 'CARD_MISMATCH' : 'CARD_NOT_ELIGIBLE', `the network names cards [${assertion.cardBins.join(', ')}], not the one entered`, returnTo);
    }
    const eligibility = await eligibilityOf(repository, channel, transaction.cardBin);
    if (!eligibility.eligible) throw new CardVerificationFailed('CARD_NOT_ELIGIBLE', 'the card is no longer eligible', returnTo);
    const verified: VerifiedCard = { channelId: channel.id, cardBin: transaction.cardBin, memberId: transaction.memberId, sessionId: transaction.sessionId, subject: assertion.subject };
    return { verifiedCookie: await sealer.sealVerified(verified), verified, returnTo };
  }

  private async anyEligible(channelId: string, cardBins: readonly string[]): Promise<boolean> {
    for (const bin of cardBins) if ((await this.deps.repository.findBin(channelId, bin))?.eligible) return true;
    return false;
  }
}
