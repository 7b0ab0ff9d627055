import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * OAuth2 for third-party apps (authorization code with PKCE, api/src/identity/oauth).
 *
 * - `oauth_clients`: apps registered by users. The id is the public `client_id`; a confidential
 *   app has an argon2id hash of its secret, a public one (PKCE only) has none.
 * - `oauth_authorization_codes`: short-lived codes, stored as SHA-256 of the code. A used code is
 *   kept (used_at) until it expires so that replaying it can revoke what it was exchanged for.
 * - `oauth_grants`: one per code exchange, the "family" of every token pair refreshed from it;
 *   revoking a grant ends all of its tokens at once (reuse of a refresh token, the user's revoke).
 * - `oauth_tokens`: an access token and its refresh token, both as SHA-256. `refreshed_at` marks a
 *   refresh token already rotated: presenting it again is reuse and revokes the family.
 * - `oauth_consents`: the scopes a user has approved for an app, so consent is asked once.
 */
export class OAuth1796092200000 implements MigrationInterface {
  name = 'OAuth1796092200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE oauth_clients (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
        redirect_uris text[] NOT NULL CHECK (cardinality(redirect_uris) BETWEEN 1 AND 10),
        confidential boolean NOT NULL,
        secret_hash text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (confidential = (secret_hash IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX oauth_clients_owner_idx ON oauth_clients (owner_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE oauth_authorization_codes (
        code_hash char(64) PRIMARY KEY,
        client_id uuid NOT NULL REFERENCES oauth_clients(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        redirect_uri text NOT NULL,
        scopes text[] NOT NULL,
        code_challenge text NOT NULL,
        code_challenge_method text NOT NULL CHECK (code_challenge_method = 'S256'),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX oauth_authorization_codes_expires_idx ON oauth_authorization_codes (expires_at)`);

    await q.query(`
      CREATE TABLE oauth_grants (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES oauth_clients(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX oauth_grants_user_client_idx ON oauth_grants (user_id, client_id)`);
    await q.query(`CREATE INDEX oauth_grants_client_idx ON oauth_grants (client_id)`);

    await q.query(`
      CREATE TABLE oauth_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        grant_id uuid NOT NULL REFERENCES oauth_grants(id) ON DELETE CASCADE,
        access_hash char(64) NOT NULL UNIQUE,
        access_expires_at timestamptz NOT NULL,
        refresh_hash char(64) NOT NULL UNIQUE,
        refresh_expires_at timestamptz NOT NULL,
        scopes text[] NOT NULL,
        refreshed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX oauth_tokens_grant_idx ON oauth_tokens (grant_id, refresh_expires_at)`);

    await q.query(`
      CREATE TABLE oauth_consents (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        client_id uuid NOT NULL REFERENCES oauth_clients(id) ON DELETE CASCADE,
        scopes text[] NOT NULL,
        granted_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, client_id)
      )`);
    await q.query(`CREATE INDEX oauth_consents_client_idx ON oauth_consents (client_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'oauth_consents',
      'oauth_tokens',
      'oauth_grants',
      'oauth_authorization_codes',
      'oauth_clients',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
