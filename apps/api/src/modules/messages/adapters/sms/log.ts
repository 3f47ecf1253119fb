// Writes one line per message with the number masked and without the text: the text holds the code.
import type { FastifyBaseLogger } from 'fastify';
import { maskMobile } from '../../../../shared/mobile';
import type { SmsMessage, SmsPort } from './port';

export class LogSms implements SmsPort {
  constructor(private readonly logger: Pick<FastifyBaseLogger, 'info'>) {}

  async send(message: SmsMessage): Promise<void> {
    const masked = maskMobile(message.to);
    this.logger.info({ to: masked }, `SMS sent to ${masked}`);
  }
}
