import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { DomainError, ValidationFailedError } from '../../platform/errors/domain-error';
import { newClientSecret } from './oauth-secrets';
import { type AuthorizationRow, type ClientRow, OAuthRepository } from './oauth.repository';
import { redirectUriProblem } from './redirect-uri';

/** Same parameters as personal tokens: the secret is random, the hash guards a leaked table. */
const SECRET_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
/** Enough for anyone's real apps; a bound keeps the settings page and the table small. */
export const MAX_APPS_PER_USER = 50;

export interface AppRegistration {
  name: string;
  redirectUris: string[];
  confidential: boolean;
}

/** Use cases of the apps a user registers, and of the apps a user has authorised. */
@Injectable()
export class OAuthAppsService {
  constructor(private readonly repository: OAuthRepository) {}

  async register(ownerId: string, input: AppRegistration): Promise<{ app: ClientRow; secret?: string }> {
    const problems = input.redirectUris
      .map((uri, i) => ({ field: `redirectUris.${i}`, problem: redirectUriProblem(uri) }))
      .filter((p): p is { field: string; problem: string } => p.problem !== null)
      .map((p) => ({ field: p.field, messages: [`redirect URI ${p.problem}`] }));
    if (problems.length > 0) throw new ValidationFailedError(problems);
    const name = input.name.trim();
    if (!name) throw new ValidationFailedError([{ field: 'name', messages: ['name must not be blank'] }]);
    if ((await this.repository.countClientsOf(ownerId)) >= MAX_APPS_PER_USER) {
      throw new DomainError('OAUTH_APP_LIMIT', `An account can register at most ${MAX_APPS_PER_USER} apps.`);
    }
    const secret = input.confidential ? newClientSecret() : undefined;
    const app = await this.repository.insertClient({
      ownerId,
      name,
      redirectUris: [...new Set(input.redirectUris)],
      confidential: input.confidential,
      secretHash: secret ? await argon2.hash(secret, SECRET_HASH_OPTIONS) : null,
    });
    return { app, secret };
  }

  list(ownerId: string): Promise<ClientRow[]> {
    return this.repository.clientsOf(ownerId);
  }

  /** Removes the app: every user's tokens for it stop working at once. */
  async remove(ownerId: string, clientId: string): Promise<void> {
    if (!(await this.repository.deleteClient(ownerId, clientId))) {
      throw new DomainError('OAUTH_APP_NOT_FOUND', `You have no app ${clientId}.`);
    }
  }

  authorizations(userId: string): Promise<AuthorizationRow[]> {
    return this.repository.authorizationsOf(userId);
  }

  /** Takes back an app's access: its tokens stop working and its next request asks for consent again. */
  async revokeAuthorization(userId: string, clientId: string): Promise<void> {
    if (!(await this.repository.revokeAuthorization(userId, clientId))) {
      throw new DomainError('OAUTH_AUTHORIZATION_NOT_FOUND', `App ${clientId} has no access to your account.`);
    }
  }
}
