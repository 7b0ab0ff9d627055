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

class LivenessDto {
  @ApiProperty({ enum: ['ok'] }) status!: 'ok';
  @ApiProperty({ description: 'Version of the Entente server', example: '0.1.0' }) version!: string;
  @ApiProperty({ description: 'Seconds since this process started', example: 3600 }) uptimeSeconds!: number;
}

class MigrationsHealthDto {
  @ApiProperty({
    enum: ['current', 'behind', 'unknown'],
    description: '`current`: every migration this server knows is applied; `unknown`: the database did not answer',
  })
  status!: 'current' | 'behind' | 'unknown';
  @ApiProperty({ description: 'The newest migration applied to the database', nullable: true, required: false })
  applied?: string | null;
  @ApiProperty({ description: 'The timestamp of the newest migration this server knows', example: 1796150000000 })
  expected!: number;
}

class WorkersHealthDto {
  @ApiProperty({
    enum: ['started', 'starting'],
    description: 'The job runner (time-outs, mail, webhooks) and its workers',
  })
  status!: 'started' | 'starting';
}

class ListenerHealthDto {
  @ApiProperty({ enum: ['up', 'down'], description: 'The LISTEN connection live streams and wake-ups depend on' })
  status!: 'up' | 'down';
}

class ReadinessDto {
  @ApiProperty({ enum: ['ready'] }) status!: 'ready';
  @ApiProperty({ description: 'Version of the Entente server', example: '0.1.0' }) version!: string;
  @ApiProperty({ type: DatabaseHealthDto }) database!: DatabaseHealthDto;
  @ApiProperty({ type: MigrationsHealthDto }) migrations!: MigrationsHealthDto;
  @ApiProperty({ type: WorkersHealthDto }) workers!: WorkersHealthDto;
  @ApiProperty({ type: ListenerHealthDto }) listener!: ListenerHealthDto;
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

  /** The process is up and its event loop turns; nothing else is asked, the database least of all. */
  @Get('live')
  @ApiOperation({
    summary: 'Liveness: 200 while the process runs (a probe that fails restarts it); never asks the database',
  })
  @ApiOkResponse({ type: LivenessDto })
  live(): LivenessDto {
    return this.health.live();
  }

  /**
   * Whether to send this instance requests: the database answers, every migration this code knows
   * is applied, the job workers and the LISTEN connection are running. Otherwise 503 NOT_READY
   * with each check, so a load balancer takes the instance out (and back in once it recovers).
   */
  @Get('ready')
  @ApiOperation({
    summary:
      'Readiness: 200 when the database answers, the migrations are current and the workers run, else 503 NOT_READY',
  })
  @ApiOkResponse({ type: ReadinessDto })
  @ApiProblems('NOT_READY')
  async ready(): Promise<ReadinessDto> {
    const report = await this.health.ready();
    if (report.status !== 'ready') {
      const { status: _status, ...checks } = report;
      throw new DomainError('NOT_READY', describe(report), checks);
    }
    return report as ReadinessDto;
  }
}

/** What is not ready, in a sentence. */
function describe(report: Awaited<ReturnType<HealthService['ready']>>): string {
  const missing = [
    report.database.status !== 'up' && 'the database does not answer',
    report.migrations.status === 'behind' && 'migrations are pending',
    report.workers.status !== 'started' && 'the job workers are starting',
    report.listener.status !== 'up' && 'the LISTEN connection is down',
  ].filter(Boolean);
  return `Not ready: ${missing.join('; ')}.`;
}
