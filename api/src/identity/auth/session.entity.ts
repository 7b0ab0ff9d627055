import { Column, Entity } from 'typeorm';
import { HashedSecret } from './hashed-secret';

/** A dashboard login; the cookie carries `<id>.<secret>`, the row only the secret's SHA-256. */
@Entity('sessions')
export class Session extends HashedSecret {
  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt!: Date | null;
}
