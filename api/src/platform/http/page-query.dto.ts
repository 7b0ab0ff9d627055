import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';

/** `?limit=`: how many items a page holds (1–100, 20 by default). */
export class LimitQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;
}

/** A keyset-paged list: `?limit=` and the `nextCursor` of the previous page (see page-cursor.ts). */
export class PageQuery extends LimitQuery {
  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @IsOptional()
  @IsString()
  @Length(1, 500)
  cursor?: string;
}

/** A list paged by id, newest first: `?limit=` and `?before=` the last id of the previous page. */
export class OlderThanQuery extends LimitQuery {
  // Ids are bigint columns; past the largest exact JavaScript integer a number is no id we gave out
  // (and 1e20 would overflow the column in PostgreSQL).
  @ApiPropertyOptional({ description: 'Items older than this id', minimum: 1, maximum: Number.MAX_SAFE_INTEGER })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(Number.MAX_SAFE_INTEGER)
  before?: number;
}
