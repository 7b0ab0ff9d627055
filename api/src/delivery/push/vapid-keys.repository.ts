import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The server's one VAPID key pair (`push_vapid_keys`), written once by whichever instance is first. */
@Injectable()
export class VapidKeysRepository {
  /** Keeps `candidate` unless a pair is kept already; answers the kept pair. */
  async keep(
    manager: EntityManager,
    candidate: { publicKey: string; privateKey: string },
  ): Promise<{ publicKey: string; privateKey: string }> {
    const [row] = await manager.query(
      `WITH added AS (INSERT INTO push_vapid_keys (public_key, private_key) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING
                      RETURNING public_key, private_key)
       SELECT public_key AS "publicKey", private_key AS "privateKey" FROM added
       UNION ALL SELECT public_key, private_key FROM push_vapid_keys
       LIMIT 1`,
      [candidate.publicKey, candidate.privateKey],
    );
    return row;
  }
}
