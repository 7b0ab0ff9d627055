import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * `open`: anyone may join; `invited`: reserved for a user (or, before they have an account, for an
 * email address) until accepted or declined; `taken`.
 */
export type SeatState = 'open' | 'invited' | 'taken';

@Entity('game_seats')
export class GameSeat {
  @PrimaryColumn('uuid', { name: 'game_id' })
  gameId!: string;

  @PrimaryColumn('text')
  seat!: string;

  @Column('uuid', { name: 'user_id', nullable: true })
  userId!: string | null;

  @Column('text')
  state!: SeatState;

  /** Set while the seat is reserved for an email address with no verified account yet (user_id NULL). */
  @Column('citext', { name: 'invited_email', nullable: true })
  invitedEmail!: string | null;

  @Column('timestamptz', { name: 'invited_at', nullable: true })
  invitedAt!: Date | null;

  @Column('timestamptz', { name: 'joined_at', nullable: true })
  joinedAt!: Date | null;
}
