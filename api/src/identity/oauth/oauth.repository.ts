import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { Scope } from '../access/scopes';

/** A registered app as the OAuth server needs it. */
export interface ClientRow {
  id: string;
  ownerId: string;
  name: string;
  redirectUris: string[];
  confidential: boolean;
  secretHash: string | null;
  createdAt: Date;
}

export interface CodeRow {
  clientId: string;
  userId: string;
  username: string;
  redirectUri: string;
  scopes: Scope[];
  codeChallenge: string;
  codeChallengeMethod: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** A token pair with what it belongs to (by access or by refresh hash). */
export interface TokenRow {
  tokenId: string;
  grantId: string;
  clientId: string;
  userId: string;
  username: string;
  /** The account is a bot (its `bot:play` includes more, scopes.ts). */
  bot: boolean;
  scopes: Scope[];
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
  refreshedAt: Date | null;
  grantRevoked: boolean;
  grantLastUsedAt: Date | null;
}

export interface NewTokenPair {
  accessHash: string;
  accessExpiresAt: Date;
  refreshHash: string;
  refreshExpiresAt: Date;
  scopes: readonly string[];
}

/** An app a user has let act for them: a remembered consent or live tokens. */
export interface AuthorizationRow {
  clientId: string;
  clientName: string;
  ownerUsername: string;
  scopes: Scope[];
  grantedAt: Date;
  lastUsedAt: Date | null;
}

const CLIENT_COLUMNS = `id, owner_id AS "ownerId", name, redirect_uris AS "redirectUris", confidential,
  secret_hash AS "secretHash", created_at AS "createdAt"`;

const TOKEN_COLUMNS = `t.id AS "tokenId", t.grant_id AS "grantId", g.client_id AS "clientId", g.user_id AS "userId",
  u.username, u.bot, t.scopes, t.access_expires_at AS "accessExpiresAt", t.refresh_expires_at AS "refreshExpiresAt",
  t.refreshed_at AS "refreshedAt", g.revoked_at IS NOT NULL AS "grantRevoked", g.last_used_at AS "grantLastUsedAt"`;

/** The OAuth server's rows: apps, codes, grants (token families), token pairs and consents. */
@Injectable()
export class OAuthRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  // --- apps -------------------------------------------------------------------------------------

  async insertClient(
    row: Pick<ClientRow, 'ownerId' | 'name' | 'redirectUris' | 'confidential' | 'secretHash'>,
  ): Promise<ClientRow> {
    const [client]: ClientRow[] = await this.db.query(
      `INSERT INTO oauth_clients (owner_id, name, redirect_uris, confidential, secret_hash)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${CLIENT_COLUMNS}`,
      [row.ownerId, row.name, row.redirectUris, row.confidential, row.secretHash],
    );
    return client;
  }

  async findClient(id: string): Promise<ClientRow | null> {
    const rows: ClientRow[] = await this.db.query(`SELECT ${CLIENT_COLUMNS} FROM oauth_clients WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async findClientOwnerName(id: string): Promise<string | null> {
    const rows: { username: string }[] = await this.db.query(
      `SELECT u.username FROM oauth_clients c JOIN users u ON u.id = c.owner_id WHERE c.id = $1`,
      [id],
    );
    return rows[0]?.username ?? null;
  }

  clientsOf(ownerId: string): Promise<ClientRow[]> {
    return this.db.query(
      `SELECT ${CLIENT_COLUMNS} FROM oauth_clients WHERE owner_id = $1 ORDER BY created_at DESC, id LIMIT 100`,
      [ownerId],
    );
  }

  async countClientsOf(ownerId: string): Promise<number> {
    const [{ n }]: { n: number }[] = await this.db.query(
      `SELECT count(*)::int AS n FROM oauth_clients WHERE owner_id = $1`,
      [ownerId],
    );
    return n;
  }

  /** Deletes the app; its codes, grants, tokens and consents go with it (ON DELETE CASCADE). */
  async deleteClient(ownerId: string, id: string): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.db.query(
      `DELETE FROM oauth_clients WHERE id = $1 AND owner_id = $2`,
      [id, ownerId],
    );
    return affected > 0;
  }

  // --- authorization codes ----------------------------------------------------------------------

  async insertCode(codeHash: string, code: Omit<CodeRow, 'username' | 'usedAt'>, purgeBefore: Date): Promise<void> {
    // Codes live for minutes; old ones are swept here rather than by a job of their own.
    await this.db.query(`DELETE FROM oauth_authorization_codes WHERE expires_at < $1`, [purgeBefore]);
    await this.db.query(
      `INSERT INTO oauth_authorization_codes
         (code_hash, client_id, user_id, redirect_uri, scopes, code_challenge, code_challenge_method, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        codeHash,
        code.clientId,
        code.userId,
        code.redirectUri,
        code.scopes,
        code.codeChallenge,
        code.codeChallengeMethod,
        code.expiresAt,
      ],
    );
  }

  async findCode(codeHash: string): Promise<CodeRow | null> {
    const rows: CodeRow[] = await this.db.query(
      `SELECT c.client_id AS "clientId", c.user_id AS "userId", u.username, c.redirect_uri AS "redirectUri", c.scopes,
              c.code_challenge AS "codeChallenge", c.code_challenge_method AS "codeChallengeMethod",
              c.expires_at AS "expiresAt", c.used_at AS "usedAt"
         FROM oauth_authorization_codes c JOIN users u ON u.id = c.user_id
        WHERE c.code_hash = $1`,
      [codeHash],
    );
    return rows[0] ?? null;
  }

  /** Marks the code used; false when another request used it first. */
  async useCode(codeHash: string): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.db.query(
      `UPDATE oauth_authorization_codes SET used_at = now() WHERE code_hash = $1 AND used_at IS NULL`,
      [codeHash],
    );
    return affected > 0;
  }

  // --- grants and tokens ------------------------------------------------------------------------

  /** A new family for a code just exchanged, with its first token pair. */
  async createGrant(clientId: string, userId: string, codeHash: string, pair: NewTokenPair): Promise<string> {
    return this.db.transaction(async (m) => {
      const [{ id }]: { id: string }[] = await m.query(
        `INSERT INTO oauth_grants (client_id, user_id, code_hash) VALUES ($1, $2, $3) RETURNING id`,
        [clientId, userId, codeHash],
      );
      await this.insertPair(m, id, pair);
      return id;
    });
  }

  /** The next pair of a family (a refresh); pairs whose both tokens have expired are swept. */
  async addPair(grantId: string, pair: NewTokenPair): Promise<void> {
    await this.db.transaction(async (m) => {
      await m.query(
        `DELETE FROM oauth_tokens WHERE grant_id = $1 AND refresh_expires_at < now() AND access_expires_at < now()`,
        [grantId],
      );
      await this.insertPair(m, grantId, pair);
    });
  }

  private async insertPair(m: EntityManager, grantId: string, pair: NewTokenPair): Promise<void> {
    await m.query(
      `INSERT INTO oauth_tokens (grant_id, access_hash, access_expires_at, refresh_hash, refresh_expires_at, scopes)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [grantId, pair.accessHash, pair.accessExpiresAt, pair.refreshHash, pair.refreshExpiresAt, pair.scopes],
    );
  }

  async findByAccess(accessHash: string): Promise<TokenRow | null> {
    return this.findToken('t.access_hash = $1', accessHash);
  }

  async findByRefresh(refreshHash: string): Promise<TokenRow | null> {
    return this.findToken('t.refresh_hash = $1', refreshHash);
  }

  private async findToken(where: string, hash: string): Promise<TokenRow | null> {
    const rows: TokenRow[] = await this.db.query(
      `SELECT ${TOKEN_COLUMNS} FROM oauth_tokens t JOIN oauth_grants g ON g.id = t.grant_id JOIN users u ON u.id = g.user_id
        WHERE ${where}`,
      [hash],
    );
    return rows[0] ?? null;
  }

  /** Rotates a refresh token: marks it used; false when it was used already (reuse, or a race). */
  async markRefreshed(tokenId: string): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.db.query(
      `UPDATE oauth_tokens SET refreshed_at = now() WHERE id = $1 AND refreshed_at IS NULL`,
      [tokenId],
    );
    return affected > 0;
  }

  async revokeGrant(grantId: string): Promise<void> {
    await this.db.query(`UPDATE oauth_grants SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [grantId]);
  }

  /** RFC 6749 §4.1.2: a code used twice revokes what it was exchanged for. */
  async revokeGrantOfCode(codeHash: string): Promise<void> {
    await this.db.query(`UPDATE oauth_grants SET revoked_at = now() WHERE code_hash = $1 AND revoked_at IS NULL`, [
      codeHash,
    ]);
  }

  async touchGrant(grantId: string): Promise<void> {
    await this.db.query(`UPDATE oauth_grants SET last_used_at = now() WHERE id = $1`, [grantId]);
  }

  // --- consents and the user's authorised apps -------------------------------------------------

  async consentedScopes(userId: string, clientId: string): Promise<Scope[]> {
    const rows: { scopes: Scope[] }[] = await this.db.query(
      `SELECT scopes FROM oauth_consents WHERE user_id = $1 AND client_id = $2`,
      [userId, clientId],
    );
    return rows[0]?.scopes ?? [];
  }

  /** Adds scopes to what the user has approved for the app. */
  async rememberConsent(userId: string, clientId: string, scopes: readonly Scope[]): Promise<void> {
    await this.db.query(
      `INSERT INTO oauth_consents (user_id, client_id, scopes) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, client_id) DO UPDATE
         SET scopes = ARRAY(SELECT DISTINCT s FROM unnest(oauth_consents.scopes || EXCLUDED.scopes) s ORDER BY s),
             granted_at = now()`,
      [userId, clientId, [...scopes].sort()],
    );
  }

  /** The apps acting for a user: consents, and grants still live; newest first. */
  authorizationsOf(userId: string): Promise<AuthorizationRow[]> {
    return this.db.query(
      `WITH live AS (
         SELECT g.client_id, min(g.created_at) AS first_at, max(g.last_used_at) AS last_used_at,
                array_agg(DISTINCT s ORDER BY s) AS scopes
           FROM oauth_grants g JOIN oauth_tokens t ON t.grant_id = g.id, unnest(t.scopes) s
          WHERE g.user_id = $1 AND g.revoked_at IS NULL AND t.refresh_expires_at > now()
          GROUP BY g.client_id
       )
       SELECT c.id AS "clientId", c.name AS "clientName", o.username AS "ownerUsername",
              coalesce(k.scopes, l.scopes) AS scopes, coalesce(k.granted_at, l.first_at) AS "grantedAt",
              l.last_used_at AS "lastUsedAt"
         FROM oauth_clients c
         JOIN users o ON o.id = c.owner_id
         LEFT JOIN oauth_consents k ON k.client_id = c.id AND k.user_id = $1
         LEFT JOIN live l ON l.client_id = c.id
        WHERE k.user_id IS NOT NULL OR l.client_id IS NOT NULL
        ORDER BY "grantedAt" DESC, c.id
        LIMIT 200`,
      [userId],
    );
  }

  /** Forgets the consent and revokes every token family of the app for the user. */
  async revokeAuthorization(userId: string, clientId: string): Promise<boolean> {
    return this.db.transaction(async (m) => {
      const [, consents]: [unknown, number] = await m.query(
        `DELETE FROM oauth_consents WHERE user_id = $1 AND client_id = $2`,
        [userId, clientId],
      );
      const [, grants]: [unknown, number] = await m.query(
        `UPDATE oauth_grants SET revoked_at = now() WHERE user_id = $1 AND client_id = $2 AND revoked_at IS NULL`,
        [userId, clientId],
      );
      return consents + grants > 0;
    });
  }
}
