import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { GameView } from '../rules/core/view';
import type { TimeControl } from './time-control';

/** `open` while seats are unfilled; then the engine's statuses. */
export type GameStatusValue = 'open' | 'setup' | 'active' | 'finished' | 'aborted';

/**
 * A game and its snapshot: the engine's serialized state and the view derived from it when it was
 * written, so reading a game costs the same after 5,000 half-moves as after 10 and never replays
 * events. `version` is the seq of the last event; `headHash` that event's hash.
 */
@Entity('games')
export class Game {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  variant!: '007' | 'coalition';

  @Column('jsonb')
  options!: Record<string, unknown>;

  @Column('jsonb', { name: 'time_control' })
  timeControl!: TimeControl;

  @Column('text')
  status!: GameStatusValue;

  @Column('integer')
  version!: number;

  @Column('char', { name: 'head_hash', length: 64 })
  headHash!: string;

  @Column('text', { nullable: true })
  state!: string | null;

  @Column('jsonb', { nullable: true })
  view!: GameView | null;

  @Column('text', { name: 'to_move', array: true })
  toMove!: string[];

  @Column('jsonb', { nullable: true })
  result!: GameView['result'];

  @Column('uuid', { name: 'created_by' })
  createdBy!: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;

  @Column('timestamptz', { name: 'started_at', nullable: true })
  startedAt!: Date | null;

  @Column('timestamptz', { name: 'finished_at', nullable: true })
  finishedAt!: Date | null;

  @Column('timestamptz', { name: 'deadline_at', nullable: true })
  deadlineAt!: Date | null;
}
