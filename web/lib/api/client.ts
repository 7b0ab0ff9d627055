import createClient from 'openapi-fetch';
import type { components, paths } from './schema';

/**
 * The browser's typed client for the API. Every type comes from `schema.d.ts`, generated from the
 * repository's openapi.yaml (`npm run openapi:web`); nothing here is written by hand. Requests go to
 * the dashboard's own `/api/*` proxy, so the session cookie stays first-party.
 */
export const api = createClient<paths>({ baseUrl: '/api' });

type Schemas = components['schemas'];
export type Health = Schemas['HealthDto'];
export type Game = Schemas['GameDto'];
export type LobbyEntry = Schemas['LobbyEntryDto'];
export type SeatHolding = Schemas['SeatHoldingDto'];
/** A game as the lists give it (`GET /games`): no board, no legal moves. */
export type GameSummary = Schemas['GameSummaryDto'];
export type Seat = Schemas['SeatDto'];
/** A seat's name (white, black, yellow, green, red): the contract's `Seat` enum. */
export type SeatName = Schemas['Seat'];
export type ToMove = Schemas['ToMoveDto'];
export type PieceOnSquare = Schemas['PieceDto'];
export type GameEvent = Schemas['GameEventDto'];
export type Verification = Schemas['VerificationDto'];
export type Notification = Schemas['NotificationDto'];
export type Me = Schemas['MeDto'];
export type PublicUser = Schemas['PublicUserDto'];
export type Problem = Schemas['ProblemDto'];
export type Token = Schemas['TokenDto'];
export type CreatedToken = Schemas['CreatedTokenDto'];
export type CreateGame = Schemas['CreateGameDto'];
/** The body of POST /games/{id}/actions: one of the actions, told apart by `type`. */
export type Action = NonNullable<paths['/games/{id}/actions']['post']['requestBody']>['content']['application/json'];
export type TimeControl = Schemas['TimeControlDto'];
export type Club = Schemas['ClubDto'];
export type ClubMember = Schemas['ClubMemberDto'];
export type Ladder = Schemas['LadderDto'];
export type Season = Schemas['SeasonDto'];
export type Standings = Schemas['StandingsDto'];
export type LadderGame = Schemas['LadderGameDto'];
export type Alliance = Schemas['AllianceDto'];
export type CoalitionForm = Schemas['CoalitionFormDto'];
export type Partner = Schemas['PartnerDto'];
export type PlayerRating = Schemas['PlayerRatingDto'];
export type NotificationSettings = Schemas['NotificationSettingsDto'];
export type PlaySettings = Schemas['PlaySettingsDto'];
export type Webhook = Schemas['WebhookDto'];
export type CreatedWebhook = Schemas['CreatedWebhookDto'];
export type WebhookDelivery = Schemas['WebhookDeliveryDto'];
export type Vacations = Schemas['VacationsDto'];
export type TokenScope = Schemas['CreateTokenDto']['scopes'][number];
export type OAuthApp = Schemas['OAuthAppDto'];
export type CreatedOAuthApp = Schemas['CreatedOAuthAppDto'];
export type OAuthAuthorization = Schemas['OAuthAuthorizationDto'];
export type AuthorizationOutcome = Schemas['AuthorizationOutcomeDto'];
export type Channel = Schemas['ChannelDto'];
export type ChannelMessage = Schemas['MessageDto'];
export type Notes = Schemas['NotesDto'];

/** A problem+json body, or a stand-in when the answer was not one (network error, proxy). */
export function asProblem(error: unknown, response?: Response): Problem {
  if (error && typeof error === 'object' && 'code' in error) return error as Problem;
  return {
    type: 'about:blank',
    title: 'Error',
    status: response?.status ?? 0,
    code: 'UNKNOWN',
    detail: String(response?.statusText ?? error ?? ''),
    instance: response?.url ?? '',
  };
}

/** A fresh Idempotency-Key, so a retried submission cannot be applied twice. */
export function idempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;
}
