import { Column, Entity } from 'typeorm';
import { HashedSecret } from './hashed-secret';

export type EmailTokenPurpose = 'verify-email' | 'reset-password' | 'sign-in';

/** A single-use link sent by email (verification, password reset). */
@Entity('email_tokens')
export class EmailToken extends HashedSecret {
  @Column('text')
  purpose!: EmailTokenPurpose;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt!: Date | null;
}
