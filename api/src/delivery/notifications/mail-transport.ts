import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { ComposedEmail } from './email-composer';

/**
 * nodemailer over SMTP_URL with a connection pool (several messages in flight, connections kept
 * open between batches). Without SMTP_URL mail is only logged, as the configuration documents.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transporter: Transporter;
  readonly logsOnly: boolean;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.logsOnly = !config.smtpUrl;
    this.transporter = config.smtpUrl
      ? createTransport({
          url: config.smtpUrl,
          pool: true,
          maxConnections: 5,
          maxMessages: Infinity,
          connectionTimeout: 5000,
          greetingTimeout: 5000,
          socketTimeout: 15000,
        } as never)
      : createTransport({ jsonTransport: true });
  }

  async send(mail: ComposedEmail): Promise<void> {
    await this.transporter.sendMail({
      from: this.config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
      headers: mail.headers,
    });
    if (this.logsOnly) this.logger.log(`(no SMTP_URL) ${mail.messageId} to ${mail.to}: ${mail.subject}`);
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}
