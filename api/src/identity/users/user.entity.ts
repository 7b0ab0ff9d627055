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

  @Column('timestamptz', { name: 'email_verified_at', nullable: true })
  emailVerifiedAt!: Date | null;

  /** Moves on at every password reset: JWTs name the epoch they were issued in. */
  @Column('integer', { name: 'credentials_epoch', default: 0 })
  credentialsEpoch!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
