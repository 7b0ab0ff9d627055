import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../http/api-problems.decorator';
import { DomainError } from '../errors/domain-error';
import { HealthService } from './health.service';
import { ApiPublic } from '../http/api-public.decorator';

class DatabaseHealthDto {
  @ApiProperty({ enum: ['up', 'down'] }) status!: 'up' | 'down';
  @ApiProperty({
    description: "Round-trip time of the check's query (the server's version) in milliseconds",
    required: false,
  })
  latencyMs?: number;
  @ApiProperty({ description: 'PostgreSQL server version', required: false }) serverVersion?: string;
}

class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status!: 'ok' | 'degraded';
  @ApiProperty({ description: 'Version of the Entente server', example: '0.1.0' }) version!: string;
  @ApiProperty({ type: DatabaseHealthDto }) database!: DatabaseHealthDto;
}

@ApiTags('health')
@ApiPublic()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /**
   * Liveness and readiness in one: 200 while the database answers; otherwise a 503 problem
   * (code DATABASE_UNAVAILABLE) that still carries `version` and `database`, so a load balancer
   * takes the instance out while a person can read why.
   */
  @Get()
  @ApiOperation({ summary: 'Liveness and readiness: 200 while the database answers, else 503 DATABASE_UNAVAILABLE' })
  @ApiOkResponse({ type: HealthDto })
  @ApiProblems('DATABASE_UNAVAILABLE')
  async get(): Promise<HealthDto> {
    const report = await this.health.check();
    if (report.status !== 'ok') {
      throw new DomainError('DATABASE_UNAVAILABLE', 'The database does not answer.', {
        version: report.version,
        database: report.database,
      });
    }
    return report;
  }
}
