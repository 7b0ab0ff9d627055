import { Controller, Get, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { DomainError } from '../common/domain-error';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CaughtMail, readCaughtMail } from './mail-catcher';

/**
 * Lists the messages of the local mail catcher, for the dashboard's `/dev/mail` page. Exists only
 * in the start command's embedded mode (DEV_MAIL_DIR set); everywhere else it answers 404 so a
 * deployment never exposes mail. Not part of the public API, hence not in openapi.yaml.
 */
@ApiExcludeController()
@Controller('dev/mail')
export class DevMailController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  async list(): Promise<{ messages: CaughtMail[] }> {
    if (!this.config.devMailDir)
      throw new DomainError('NOT_FOUND', 'The mail catcher is only available in development.');
    const messages = await readCaughtMail(this.config.devMailDir);
    return { messages: messages.reverse() };
  }
}
