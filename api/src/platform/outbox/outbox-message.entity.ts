import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { NotificationKind } from './notification-kind';

/**
 * A notification waiting to be delivered. Rows are written in the same transaction as the change
 * that causes them (so none is lost or sent for a change that rolled back); delivering them
 * (email, webhook, in-app) is the notification module's job.
 */
@Entity('outbox')
export class OutboxMessage {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string;

  @Column('text')
  kind!: NotificationKind;

  /** The recipient, when a user; `email` is used when there is no account yet (or to override). */
  @Column('uuid', { name: 'user_id', nullable: true })
  userId!: string | null;

  @Column('text', { nullable: true })
  email!: string | null;

  @Column('uuid', { name: 'game_id', nullable: true })
  gameId!: string | null;

  @Column('jsonb')
  payload!: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'available_at' })
  availableAt!: Date;

  @Column('integer')
  attempts!: number;

  @Column('timestamptz', { name: 'delivered_at', nullable: true })
  deliveredAt!: Date | null;

  @Column('text', { name: 'last_error', nullable: true })
  lastError!: string | null;
}
