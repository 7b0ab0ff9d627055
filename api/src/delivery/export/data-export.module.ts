import { Module } from '@nestjs/common';
import { UsersModule } from '../../identity/users/users.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { DataExportController } from './data-export.controller';
import { DataExportService } from './data-export.service';

/** `GET /me/export`: the sections each area registers (DataExportSections), as one document. */
@Module({
  imports: [UsersModule, RateLimitModule],
  controllers: [DataExportController],
  providers: [DataExportService],
})
export class DataExportModule {}
