import { ApiProperty } from '@nestjs/swagger';
import type { SessionListRow } from '../session.repository';

/** A signed-in session of mine (a browser with the dashboard's cookie). */
export class SessionInfoDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The device as its browser names itself (User-Agent); null for sessions from before it was kept',
  })
  device!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The client address it was last used from' })
  address!: string | null;

  @ApiProperty({ format: 'date-time', description: 'When it signed in' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'Last use (to the minute)' })
  lastSeenAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;

  @ApiProperty({ description: 'True for the session this request comes with' })
  current!: boolean;
}

export class SessionListDto {
  @ApiProperty({ type: [SessionInfoDto] })
  items!: SessionInfoDto[];
}

export class RevokedSessionsDto {
  @ApiProperty({ description: 'How many sessions were ended' })
  revoked!: number;
}

export function toSessionInfoDto(row: SessionListRow, current: string | undefined): SessionInfoDto {
  return {
    id: row.id,
    device: row.user_agent,
    address: row.address,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at ? row.last_seen_at.toISOString() : null,
    expiresAt: row.expires_at.toISOString(),
    current: row.id === current,
  };
}
