import type { Type } from '@nestjs/common';
import { AlliancesModule } from './alliances/alliances.module';
import { ClubsModule } from './clubs/clubs.module';
import { LaddersModule } from './ladders/ladders.module';
import { RatingsModule } from './ratings/ratings.module';

/** Clubs, their ladders and standings, the alliance history and the 007 ratings (issue 7). */
export const CLUB_MODULES: Array<Type<unknown>> = [ClubsModule, RatingsModule, LaddersModule, AlliancesModule];
