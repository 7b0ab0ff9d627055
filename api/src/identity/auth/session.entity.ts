import { Column, Entity } from 'typeorm';
import { HashedSecret } from './hashed-secret';

/** A dashboard login; the cookie carries `<id>.<secret>`, the row only the secret's SHA-256. */
@Entity('sessions')
export class Session extends HashedSecret {
  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt!: Date | null;

  /** The device as its browser names itself (User-Agent), for the owner's list of sessions. */
  @Column('text', { name: 'user_agent', nullable: true })
  userAgent!: string | null;

  /** The client address it signed in from, then the one it was last used from. */
  @Column('text', { nullable: true })
  address!: string | null;

  @Column('timestamptz', { name: 'last_seen_at', nullable: true })
  lastSeenAt!: Date | null;
}
