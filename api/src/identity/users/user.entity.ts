import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An account. The email and the password hash never leave the server except to their owner. */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  username!: string;

  @Column('text', { name: 'display_name' })
  displayName!: string;

  /** Stored lower-cased, so uniqueness and look-ups ignore case; null once the account is closed. */
  @Column('text', { nullable: true })
  email!: string | null;

  /** Null for an account without a password (a closed one). */
  @Column('text', { name: 'password_hash', select: false, nullable: true })
  passwordHash!: string | null;

  /** A bot account (identity/bots): set once, never cleared. */
  @Column('boolean', { default: false })
  bot!: boolean;

  @Column('timestamptz', { name: 'email_verified_at', nullable: true })
  emailVerifiedAt!: Date | null;

  /** Moves on at every password reset: JWTs name the epoch they were issued in. */
  @Column('integer', { name: 'credentials_epoch', default: 0 })
  credentialsEpoch!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** A deletion asked for and when it happens (AccountDeletionService); both null when none is pending. */
  @Column('timestamptz', { name: 'deletion_requested_at', nullable: true })
  deletionRequestedAt!: Date | null;

  @Column('timestamptz', { name: 'deletion_due_at', nullable: true })
  deletionDueAt!: Date | null;

  /** When the account was closed (AccountClosureService): anonymised, never to sign in again. */
  @Column('timestamptz', { name: 'closed_at', nullable: true })
  closedAt!: Date | null;
}
