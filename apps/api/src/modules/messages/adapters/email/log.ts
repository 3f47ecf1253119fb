// Writes one line per email with the address masked and without the text: the text holds the code.
import type { FastifyBaseLogger } from 'fastify';
import { maskEmail, type EmailMessage, type EmailPort } from './port';

export class LogEmail implements EmailPort {
  constructor(private readonly logger: Pick<FastifyBaseLogger, 'info'>) {}

  async send(message: EmailMessage): Promise<void> {
    const masked = maskEmail(message.to);
    this.logger.info({ to: masked }, `Email sent to ${masked}`);
  }
}
