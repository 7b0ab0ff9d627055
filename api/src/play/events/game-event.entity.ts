import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One accepted action of a game, hash-chained to the one before (see event-hash.ts). */
@Entity('game_events')
export class GameEvent {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  @Column('uuid', { name: 'game_id' })
  gameId!: string;

  @Column('integer')
  seq!: number;

  @Column('text')
  type!: string;

  @Column('text', { nullable: true })
  seat!: string | null;

  @Column('uuid', { name: 'user_id', nullable: true })
  userId!: string | null;

  @Column('jsonb')
  payload!: Record<string, unknown>;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('char', { name: 'prev_hash', length: 64 })
  prevHash!: string;

  @Column('char', { length: 64 })
  hash!: string;
}
