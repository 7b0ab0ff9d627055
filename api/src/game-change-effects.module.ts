import { Global, Module } from '@nestjs/common';
import { AllianceRecorder } from './community/alliances/alliance-recorder';
import { AlliancesModule } from './community/alliances/alliances.module';
import { LadderRecorder } from './community/ladders/ladder-recorder';
import { LaddersModule } from './community/ladders/ladders.module';
import { TournamentRecorder } from './community/tournaments/tournament-recorder';
import { TournamentsModule } from './community/tournaments/tournaments.module';
import { CoalitionRatingRecorder } from './community/ratings/coalition-rating-recorder';
import { RatingsModule } from './community/ratings/ratings.module';
import { ReliabilityRecorder } from './community/reliability/reliability-recorder';
import { ReliabilityModule } from './community/reliability/reliability.module';
import { TurnsKeptEffect } from './community/reliability/turns-kept.effect';
import { GameClockEffect } from './play/clocks/game-clock.effect';
import { GameClocksModule } from './play/clocks/game-clocks.module';
import { ComputerSeatsModule } from './play/computer-seats/computer-seats.module';
import { ComputerTurnEffect } from './play/computer-seats/computer-turn.effect';
import { GAME_STAMP, LIST_KEYS, NotificationsEffect, OUTBOX_FAN_OUT, STREAM_WAKE_UPS } from './play/core/core-effects';
import { GAME_CHANGE_EFFECTS, type GameChangeEffect } from './play/core/game-change';
import { GameCoreModule } from './play/core/game-core.module';
import { LobbyListingEffect } from './play/lobby/lobby-listing';
import { LobbyModule } from './play/lobby/lobby.module';
import { DiplomacyModule } from './play/negotiation/diplomacy.module';
import { SystemLines } from './play/negotiation/system-lines';
import { PlannedAnswerEffect } from './play/plans/planned-answer.effect';
import { PlansModule } from './play/plans/plans.module';
import { SeatHolderRecorder } from './play/seats/seat-holder-recorder';
import { SeatsModule } from './play/seats/seats.module';

import { STALE_DRAFTS } from './play/drafts/stale-drafts.effect';
/**
 * Everything a change to a game does besides appending its events and writing its snapshot, in
 * the order it takes place: the one list GameChangeService runs (api/src/play/README.md, "Adding
 * an effect"). It is composed here, above the features that react to a change, so that the
 * game's core imports none of them; a feature's effect that is not in this list does not happen.
 */
function gameChangeEffects(
  clocks: GameClockEffect,
  notifications: NotificationsEffect,
  turnsKept: TurnsKeptEffect,
  alliances: AllianceRecorder,
  systemLines: SystemLines,
  ladders: LadderRecorder,
  tournaments: TournamentRecorder,
  coalitionRatings: CoalitionRatingRecorder,
  reliability: ReliabilityRecorder,
  computers: ComputerTurnEffect,
  seatHolders: SeatHolderRecorder,
  lobby: LobbyListingEffect,
  plans: PlannedAnswerEffect,
): GameChangeEffect[] {
  return [
    // The seats' clocks and the real deadline (the use case's is provisional): row columns.
    clocks,
    // The use case's notifications as outbox rows, with the deadlines the clocks now have.
    notifications,
    // A person's turn completed in time: their reliability's row moves on, in the same statement.
    turnsKept,
    // What PostgreSQL does on the rows the statement writes (core-effects.ts says what each does).
    OUTBOX_FAN_OUT,
    GAME_STAMP,
    STREAM_WAKE_UPS,
    LIST_KEYS,
    // A new version: the drafts made at an older one deleted (drafts/stale-drafts.effect.ts).
    STALE_DRAFTS,
    // A coalition formed or a Coalition Chess game ended: the alliance history.
    alliances,
    // The same events as system lines of the game's table channel (its negotiation), each
    // naming the game event by seq and hash; the new line wakes the message streams.
    systemLines,
    // A ladder game ended: results, season tallies and, for a rated 007 ladder, both ratings.
    ladders,
    // A tournament game ended: its seats' results; the next round paired and started, or the end.
    // Before the computer turns: a new round's first computer turn is queued by its own change.
    tournaments,
    // A Coalition Chess game ended: every rated game's OpenSkill ratings (docs/ratings.md).
    coalitionRatings,
    // A seat lost (a time-out, a departure, a hand-over to a computer) or a game ended: reliability.
    reliability,
    // A seat a computer plays must now act: its pg-boss job, queued in this transaction.
    computers,
    // The game starts: its first seat holders (who held each seat when).
    seatHolders,
    // The game ends with a seat offered to a substitute: the offers withdrawn, out of the lobby.
    lobby,
    // A player of the game has a plan: lines that no longer match dropped, and when the others'
    // step matches at the owner's turn, the planned answer committed as a further change (it
    // runs these effects in turn). Last, so the change's own effects are done before it.
    plans,
  ];
}

@Global()
@Module({
  imports: [
    GameCoreModule,
    GameClocksModule,
    AlliancesModule,
    DiplomacyModule,
    LaddersModule,
    TournamentsModule,
    RatingsModule,
    ReliabilityModule,
    ComputerSeatsModule,
    SeatsModule,
    LobbyModule,
    PlansModule,
  ],
  providers: [
    {
      provide: GAME_CHANGE_EFFECTS,
      useFactory: gameChangeEffects,
      inject: [
        GameClockEffect,
        NotificationsEffect,
        TurnsKeptEffect,
        AllianceRecorder,
        SystemLines,
        LadderRecorder,
        TournamentRecorder,
        CoalitionRatingRecorder,
        ReliabilityRecorder,
        ComputerTurnEffect,
        SeatHolderRecorder,
        LobbyListingEffect,
        PlannedAnswerEffect,
      ],
    },
  ],
  exports: [GAME_CHANGE_EFFECTS],
})
export class GameChangeEffectsModule {}
