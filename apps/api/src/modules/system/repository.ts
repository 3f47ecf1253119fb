import type { AppDb } from '../../db/connection';
import { clientLogs } from '../../db/schema';

export interface NewClientLog {
  error: string;
  errorInfo: string | null;
  url: string;
  ip: string;
  userAgent: string | null;
  createdAt: Date;
}

export class SystemRepository {
  constructor(private readonly db: AppDb) {}

  async insertClientLog(log: NewClientLog): Promise<void> {
    await this.db.insert(clientLogs).values(log);
  }
}
