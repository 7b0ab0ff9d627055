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

  /** Stored lower-cased, so uniqueness and look-ups ignore case. */
  @Column('text')
  email!: string;

  @Column('text', { name: 'password_hash', select: false })
  passwordHash!: string;

  /** A bot account (identity/bots): set once, never cleared. */
  @Column('boolean', { default: false })
  bot!: boolean;

  @Column('timestamptz', { name: 'email_verified_at', nullable: true })
  emailVerifiedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
