// What the collector refuses beyond the contract's shapes: the shared allow-list
// (@rewards/api-contract rules/analytics.ts) names each event's properties and their shapes and
// keeps personal data (mobiles in any format, emails in any spelling, PANs, long numbers) out of
// every field; the batch size has its own setting under the contract's ceiling.
import type { AnalyticsBatch } from '@rewards/api-contract';
import { analyticsEventProblems } from '@rewards/api-contract/analytics';
import type { ErrorDetail } from '../../http/errors';

/** One detail per refused field, with the field's path in the body (`body/events/2/props/title`). */
export function batchProblems(batch: AnalyticsBatch, maxEvents: number): ErrorDetail[] {
  if (batch.events.length > maxEvents) return [{ path: 'body/events', message: `must hold at most ${maxEvents} events` }];
  return batch.events.flatMap((event, index) => analyticsEventProblems(event).map((problem) => ({ path: `body/events/${index}/${problem.path}`, message: problem.message })));
}
