import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { booleanQuery } from '../../platform/http/boolean-query';
import { PageQuery } from '../../platform/http/page-query.dto';

export class ListGamesQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Only games where I hold or am invited to a seat' })
  @IsOptional()
  @Transform(booleanQuery)
  @IsBoolean()
  mine?: boolean;

  @ApiPropertyOptional({ description: 'Only games where one of my seats must act' })
  @IsOptional()
  @Transform(booleanQuery)
  @IsBoolean()
  myTurn?: boolean;

  @ApiPropertyOptional({
    enum: ['open', 'active', 'finished'],
    description:
      'open: seats to fill; active: set-up or play; finished: over or aborted, newest first (by when the game ended)',
  })
  @IsOptional()
  @IsIn(['open', 'active', 'finished'])
  status?: 'open' | 'active' | 'finished';

  @ApiPropertyOptional({ enum: ['007', 'coalition'] })
  @IsOptional()
  @IsIn(['007', 'coalition'])
  variant?: '007' | 'coalition';

  @ApiPropertyOptional({ description: 'Only games this user (username) plays in' })
  @IsOptional()
  @IsString()
  @Length(1, 32)
  player?: string;

  @ApiPropertyOptional({
    enum: ['position'],
    description: 'position: each item also carries its position (the board); without it, items are summaries',
  })
  @IsOptional()
  @IsIn(['position'])
  include?: 'position';
}

export class EventsQuery {
  // seq is an integer column: a larger number is no event of any game (and would overflow it).
  @ApiPropertyOptional({
    description: 'Return events with seq greater than this',
    default: 0,
    minimum: 0,
    maximum: 2147483647,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(2147483647)
  after?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 1000, default: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  limit?: number;
}
