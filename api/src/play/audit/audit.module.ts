import { Module } from '@nestjs/common';
import { UsersModule } from '../../identity/users/users.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { GameCoreModule } from '../core/game-core.module';
import { EventsModule } from '../events/events.module';
import { DiplomacyModule } from '../negotiation/diplomacy.module';
import { AccountGamesExport } from './account-games-export';
import { AccountGamesRepository } from './account-games.repository';
import { AuditPool } from './audit-pool';
import { AuditRepository } from './audit.repository';
import { GameAuditController } from './game-audit.controller';
import { GameAuditService } from './game-audit.service';

/**
 * A game's history: its events, their verification, the record (with its negotiation) and PGN;
 * the data export's games.
 */
@Module({
  imports: [GameCoreModule, EventsModule, DiplomacyModule, RateLimitModule, UsersModule],
  controllers: [GameAuditController],
  providers: [GameAuditService, AuditPool, AuditRepository, AccountGamesRepository, AccountGamesExport],
  // For the tournaments' exports (all games of an event as one PGN or a ZIP of records).
  exports: [GameAuditService],
})
export class AuditModule {}
