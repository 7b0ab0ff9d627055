import { newSecret, sha256Hex } from '../access/secret-token';

/**
 * The secrets of the OAuth server, each 256 random bits behind a prefix that names its kind: the
 * API's bearer strategies tell an OAuth access token (`entoa_`) from a personal token (`ent_`) or
 * a JWT by it, and secret scanners can recognise a leaked one. Codes, access and refresh tokens
 * are stored as SHA-256 (random secrets cannot be guessed, and a lookup needs a deterministic
 * hash); client secrets, looked up by client id, as argon2id like personal tokens.
 */
export const ACCESS_TOKEN_PREFIX = 'entoa_';
export const REFRESH_TOKEN_PREFIX = 'entor_';
export const CLIENT_SECRET_PREFIX = 'entcs_';

const SECRET = '[A-Za-z0-9_-]{43}';
const ACCESS_TOKEN_PATTERN = new RegExp(`^${ACCESS_TOKEN_PREFIX}${SECRET}$`);
const REFRESH_TOKEN_PATTERN = new RegExp(`^${REFRESH_TOKEN_PREFIX}${SECRET}$`);
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const newAuthorizationCode = (): string => newSecret();
export const newAccessToken = (): string => `${ACCESS_TOKEN_PREFIX}${newSecret()}`;
export const newRefreshToken = (): string => `${REFRESH_TOKEN_PREFIX}${newSecret()}`;
export const newClientSecret = (): string => `${CLIENT_SECRET_PREFIX}${newSecret()}`;

export const looksLikeAccessToken = (value: string): boolean => ACCESS_TOKEN_PATTERN.test(value);
export const looksLikeRefreshToken = (value: string): boolean => REFRESH_TOKEN_PATTERN.test(value);
/** Client ids are uuids; anything else is answered as an unknown client without a query. */
export const looksLikeClientId = (value: string): boolean => UUID_PATTERN.test(value);

/** The stored form of a code, access token or refresh token. */
export const secretDigest = (secret: string): string => sha256Hex(secret);
