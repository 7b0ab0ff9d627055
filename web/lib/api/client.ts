import {
  createEntenteClient,
  newIdempotencyKey,
  problemOf,
  type components,
  type paths,
} from '../../../clients/ts/src';

/**
 * The browser's typed API client: the repository's TypeScript client (clients/ts, generated from
 * openapi.yaml) without a token — requests go to the dashboard's own `/api/*` proxy, so the
 * session cookie stays first-party. The names below are the dashboard's for the contract's schemas.
 */
export const api = createEntenteClient({ baseUrl: '/api' });

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
export type GameChallenge = Schemas['GameChallengeDto'];
export type CreateChallenge = Schemas['CreateChallengeDto'];
/** The body of POST /games/{id}/actions: one of the actions, told apart by `type`. */
export type Action = NonNullable<paths['/games/{id}/actions']['post']['requestBody']>['content']['application/json'];
/** Whom a party may ally with (coalition.md §6): any seat but 007's White. */
export type Ally = Schemas['DeclareActionDto']['ally'];
/** The actions that name only their seat: pass, resign and the draw and abort actions. */
export type SimpleActionType = Schemas['SimpleActionDto']['type'];
export type TimeControl = Schemas['TimeControlDto'];
export type Club = Schemas['ClubDto'];
export type ClubMember = Schemas['ClubMemberDto'];
export type Ladder = Schemas['LadderDto'];
export type Season = Schemas['SeasonDto'];
export type Standings = Schemas['StandingsDto'];
export type LadderGame = Schemas['LadderGameDto'];
export type Alliance = Schemas['AllianceDto'];
export type CoalitionForm = Schemas['CoalitionFormDto'];
export type Tournament = Schemas['TournamentDto'];
export type TournamentStandings = Schemas['TournamentStandingsDto'];
export type Crosstable = Schemas['CrosstableDto'];
export type TournamentRound = Schemas['RoundDto'];
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
export const asProblem = problemOf;

/** A fresh Idempotency-Key, so a retried submission cannot be applied twice. */
export const idempotencyKey = newIdempotencyKey;
