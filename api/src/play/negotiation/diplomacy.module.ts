import { BotsModule } from '../../identity/bots/bots.module';
import { Module } from '@nestjs/common';
import { registerErrorCodes } from '../../platform/errors/error-codes';
import { GameCoreModule } from '../core/game-core.module';
import { BlocksModule } from '../../identity/blocks/blocks.module';
import { OutboxModule } from '../../platform/outbox/outbox.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { StreamHubModule } from '../../platform/streams/stream-hub.module';
import { ChannelLineRepository } from './channel-line.repository';
import { ChannelVerifier } from './channel-verifier';
import { ChannelsController } from './channels.controller';
import { DIPLOMACY_ERRORS } from './diplomacy-errors';
import { MessageLimit } from './message-limit';
import { MessageStreamController } from './message-stream.controller';
import { MuteRepository } from './mute.repository';
import { NegotiationRecord } from './negotiation-record';
import { NegotiationService } from './negotiation.service';
import { NotesController } from './notes.controller';
import { NoteRepository } from './note.repository';
import { NotesService } from './notes.service';
import { ReadMarkerRepository } from './read-marker.repository';
import { ReportedEventRepository } from './reported-event.repository';
import { SystemLines } from './system-lines';

registerErrorCodes(DIPLOMACY_ERRORS);

/**
 * Diplomacy: the parties' channels and messages, each channel an append-only hash
 * chain; read markers, mutes and private notes. It depends on no game module — it reads games
 * through GameRepository (stateless, provided here again) — so the games module can name two of its
 * parts where a game changes: SystemLines (an effect of GameChangeService) and NegotiationRecord (the
 * record).
 */
@Module({
  imports: [GameCoreModule, OutboxModule, StreamHubModule, RateLimitModule, BlocksModule, BotsModule],
  controllers: [ChannelsController, MessageStreamController, NotesController],
  providers: [
    ChannelLineRepository,
    NegotiationService,
    MessageLimit,
    ChannelVerifier,
    NotesService,
    SystemLines,
    NegotiationRecord,
    ReportedEventRepository,
    MuteRepository,
    ReadMarkerRepository,
    NoteRepository,
  ],
  exports: [SystemLines, NegotiationRecord],
})
export class DiplomacyModule {}
