import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The first successful answer to a request sent with an `Idempotency-Key`, per user and key. */
@Entity('idempotency_keys')
export class IdempotencyKey {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @PrimaryColumn('text')
  key!: string;

  /** SHA-256 of method, path and body: the same key with another request is refused. */
  @Column('text')
  fingerprint!: string;

  @Column('integer')
  status!: number;

  @Column('jsonb')
  body!: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
