// The member's savings tracker: their grouped savings records, running total and payments read on
// one snapshot, then shaped by the pure breakdown.
import type { SavingsBreakdown } from '@rewards/api-contract';
import { notFound } from '../../http/errors';
import { buildBreakdown } from './breakdown';
import type { SavingsRepository } from './repository';

export interface SavingsDeps {
  repository: SavingsRepository;
  now: () => Date;
}

export class SavingsService {
  constructor(private readonly deps: SavingsDeps) {}

  async breakdown(userId: number): Promise<SavingsBreakdown> {
    const read = await this.deps.repository.snapshot(async (repository) => {
      const runningTotal = await repository.totalSavings(userId);
      if (runningTotal === undefined) throw notFound('404 user not found');
      return {
        runningTotal,
        groups: await repository.recordGroups(userId),
        paidPaise: await repository.paidPaise(userId),
        planPaise: await repository.preferredPlanPaise(),
      };
    });
    return buildBreakdown({
      groups: read.groups,
      runningTotal: read.runningTotal,
      paidAmount: read.paidPaise / 100,
      planPrice: read.planPaise / 100,
      now: this.deps.now(),
    });
  }
}
