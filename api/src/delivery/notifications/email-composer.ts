import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { Language } from '../../platform/i18n/language';
import type { OutboxRow } from '../../platform/outbox/outbox-row';
import type { GameView } from '@entente/engine';
import { computerName } from '../../play/core/computer-name';
import { boardDiagram } from './board-diagram';
import { challengeFacts } from './challenge-email';
import { tournamentRoundFacts } from './tournament-round-email';
import { decideBursts } from './message-burst';
import { EmailFactsRepository, type GameFactsRow } from './email-facts.repository';
import { SinceFactsRepository } from './since-facts.repository';
import { sinceLine } from './since-line';
import { sinceItems } from '../../play/visits/since-items';
import { type BurstMessage, EmailOutboxRepository } from './email-outbox.repository';
import {
  COMPUTER_WORDS,
  type EmailFacts,
  PRESS_WORDS,
  ANALYSIS_WORDS,
  requirementWords,
  RESULT_WORDS,
  variantName,
} from './email-templates';
import { renderEmail } from './email-renderer';
import {
  CONFIGURABLE_KINDS,
  DEFAULT_SETTINGS,
  modeFor,
  type NotificationSettings,
  pushWanted,
} from './notification-settings';
import { unsubscribeToken } from './unsubscribe-token';

export interface ComposedEmail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly messageId: string;
  readonly headers: Record<string, string>;
}

/** What to do with one outbox row's email: send it, or record why not. */
type SkipReason = 'never' | 'digest' | 'muted' | 'no-recipient' | 'stale' | 'coalesced';
export type EmailDecision = { readonly send: ComposedEmail } | { readonly skip: SkipReason };

/** What a push is written from: the email's facts, in the reader's language; or why none is sent. */
export type PushFacts = { readonly facts: EmailFacts; readonly language: Language } | { readonly skip: SkipReason };

interface Recipient {
  email: string;
  name: string;
  settings: NotificationSettings;
  muted: Set<string>;
}

/**
 * Turns outbox rows into emails: the recipient's language, zone and choices (immediately, digest,
 * never, muted games), the facts of the game (opponents, the moves since the recipient last
 * moved — in 007 the opponent's turn, in Coalition Chess the round so far —, the deadline, the
 * position as a text diagram) and the one-click unsubscribe headers. Loads a batch at once.
 */
@Injectable()
export class EmailComposer {
  private readonly domain: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sources: EmailFactsRepository,
    private readonly outbox: EmailOutboxRepository,
    private readonly sinceFacts: SinceFactsRepository,
  ) {
    this.domain = /@([^>\s]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? 'entente.localhost';
  }

  async compose(m: EntityManager, rows: readonly OutboxRow[]): Promise<Map<string, EmailDecision>> {
    return this.decide<EmailDecision>(m, rows, 'email', (row, to, settings, facts, game) => {
      // The position the notification reports: its own (composed with the change); only a
      // reminder, which is about the game as it now is, shows the current one.
      const board = Array.isArray(row.payload.board)
        ? (row.payload.board as GameView['board'])
        : row.kind === 'reminder'
          ? game?.view?.board
          : undefined;
      const withDiagram = game && board && ['your-turn', 'check-to-answer', 'reminder', 'game-over'].includes(row.kind);
      const unsubscribe =
        row.user_id && CONFIGURABLE_KINDS.includes(row.kind) ? this.unsubscribeUrl(row.user_id, row.kind) : null;
      const rendered = renderEmail(
        row.kind,
        settings.language,
        facts,
        withDiagram ? boardDiagram(game.variant, board) : null,
        unsubscribe,
      );
      const headers: Record<string, string> = unsubscribe
        ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : {};
      return {
        send: {
          to,
          ...rendered,
          messageId: this.messageId(row),
          headers,
        },
      };
    });
  }

  /**
   * The facts of each row's push (Web Push), decided as its email is but by the push choices
   * (`settings.push`): each message on its own (a push collapses by tag, no burst is waited for).
   */
  composePush(m: EntityManager, rows: readonly OutboxRow[]): Promise<Map<string, PushFacts>> {
    return this.decide(m, rows, 'push', (_row, _to, settings, facts) => ({ facts, language: settings.language }));
  }

  private async decide<T>(
    m: EntityManager,
    rows: readonly OutboxRow[],
    channel: 'email' | 'push',
    finish: (
      row: OutboxRow,
      to: string,
      settings: NotificationSettings,
      facts: EmailFacts,
      game: GameFactsRow | undefined,
    ) => T,
  ): Promise<Map<string, T | { readonly skip: SkipReason }>> {
    const games = await this.games(m, [...new Set(rows.map((r) => r.game_id).filter((g): g is string => !!g))]);
    // An address without an account has no settings: its invitation is written in the language of
    // whoever invited it, who presumably wrote to someone who reads it.
    const inviterOf = (row: OutboxRow) =>
      row.kind === 'invitation-by-email' && row.game_id ? games.get(row.game_id)?.createdBy : undefined;
    const recipients = await this.recipients(m, [...rows.map((r) => r.user_id), ...rows.map(inviterOf)]);
    const bursts =
      channel === 'email'
        ? await decideBursts(
            m,
            this.outbox,
            rows.filter((r) => r.kind === 'message'),
          )
        : new Map();
    const out = new Map<string, T | { readonly skip: SkipReason }>();
    const moves = new Map<string, Promise<string>>();
    const movesOf = (gameId: string, userId: string | null, version: number | undefined) => {
      const key = `${gameId}:${userId}:${version}`;
      if (!moves.has(key)) moves.set(key, this.movesSinceMine(m, gameId, userId, version));
      return moves.get(key) as Promise<string>;
    };
    const acted = await this.lastActions(m, rows);
    for (const row of rows) {
      const r = row.user_id ? recipients.get(row.user_id) : undefined;
      const to = row.email ?? r?.email;
      if (!to) {
        out.set(row.id, { skip: 'no-recipient' });
        continue;
      }
      const inviter = r ? undefined : recipients.get(inviterOf(row) ?? '');
      const settings =
        r?.settings ?? (inviter ? { ...DEFAULT_SETTINGS, language: inviter.settings.language } : DEFAULT_SETTINGS);
      const game = row.game_id ? games.get(row.game_id) : undefined;
      if (row.game_id && r?.muted.has(row.game_id) && CONFIGURABLE_KINDS.includes(row.kind)) {
        out.set(row.id, { skip: 'muted' });
        continue;
      }
      const mode =
        channel === 'push' ? (pushWanted(settings, row.kind) ? 'immediately' : 'never') : modeFor(settings, row.kind);
      if (mode !== 'immediately') {
        out.set(row.id, { skip: mode });
        continue;
      }
      // A reminder is for a move not yet made: if the seat has acted since, it is not sent.
      if (row.kind === 'reminder' && (!game || game.clocks[String(row.payload.seat)]?.since !== row.payload.since)) {
        out.set(row.id, { skip: 'stale' });
        continue;
      }
      // A call to act that the recipient has answered since (it moved or acted after the change
      // the notification reports) is not sent: in fast play the player is already at the board.
      const version = typeof row.payload.version === 'number' ? row.payload.version : undefined;
      if (
        (row.kind === 'your-turn' || row.kind === 'check-to-answer') &&
        version !== undefined &&
        (acted.get(`${row.game_id}:${row.user_id}`) ?? 0) > version
      ) {
        out.set(row.id, { skip: 'stale' });
        continue;
      }
      // A message's email carries its whole burst, or another one's email carries it.
      let burst: readonly BurstMessage[] | undefined;
      if (row.kind === 'message' && channel === 'push') burst = [row.payload as unknown as BurstMessage];
      else if (row.kind === 'message') {
        const decision = bursts.get(row.id);
        if (!decision || 'coalesced' in decision) {
          out.set(row.id, { skip: 'coalesced' });
          continue;
        }
        burst = decision.messages;
      }
      const facts = await this.facts(
        row,
        r?.name ?? String(row.payload.username ?? ''),
        settings,
        game,
        movesOf,
        burst,
      );
      // What happened since the reader's last action, heading the call to move (one line).
      const since =
        row.kind === 'your-turn' && game && row.user_id ? await this.sinceOf(m, row, game, settings) : undefined;
      if (since) (facts as { since?: string }).since = since;
      out.set(row.id, finish(row, to, settings, facts, game));
    }
    return out;
  }

  /** Stable per notification: a retry after a lost acknowledgement carries the same id, so it is recognisably the same message. */
  messageId(row: Pick<OutboxRow, 'id' | 'created_at'>): string {
    return `<n${row.id}.${row.created_at.getTime().toString(36)}@${this.domain}>`;
  }

  unsubscribeUrl(userId: string, kind: string): string {
    return `${this.config.publicUrl}/api/notifications/unsubscribe?token=${unsubscribeToken(this.config.sessionSecret, userId, kind)}`;
  }

  private async recipients(
    m: EntityManager,
    userIds: readonly (string | null | undefined)[],
  ): Promise<Map<string, Recipient>> {
    const ids = [...new Set(userIds.filter((u): u is string => !!u))];
    const out = new Map<string, Recipient>();
    if (ids.length === 0) return out;
    for (const u of await this.sources.recipients(m, ids))
      out.set(u.id, {
        email: u.email,
        name: u.display_name,
        settings: u.settings ?? DEFAULT_SETTINGS,
        muted: new Set(u.muted),
      });
    return out;
  }

  private async games(m: EntityManager, ids: string[]): Promise<Map<string, GameFactsRow>> {
    const out = new Map<string, GameFactsRow>();
    if (ids.length === 0) return out;
    for (const g of await this.sources.games(m, ids)) out.set(g.id, g);
    return out;
  }

  private async facts(
    row: OutboxRow,
    name: string,
    s: NotificationSettings,
    game: GameFactsRow | undefined,
    movesOf: (gameId: string, userId: string | null, version: number | undefined) => Promise<string>,
    burst?: readonly BurstMessage[],
  ): Promise<EmailFacts> {
    const lang = s.language;
    const p = row.payload;
    const when = (iso: unknown) => (typeof iso === 'string' ? formatInstant(iso, lang, s.timeZone) : undefined);
    if (row.kind === 'account-exists')
      return {
        name: name || String(p.username ?? ''),
        username: String(p.username ?? ''),
        link: String(p.signInLink ?? ''),
        resetLink: String(p.resetLink ?? ''),
      };
    if (row.kind === 'moderation')
      return {
        name,
        action: String(p.action ?? ''),
        until: when(p.until),
        note: typeof p.message === 'string' ? p.message : undefined,
      };
    if (row.kind === 'account-deletion-scheduled' || row.kind === 'account-deletion-cancelled')
      return {
        name: name || String(p.username ?? ''),
        username: String(p.username ?? ''),
        deadline: when(p.dueAt),
        link: `${this.config.publicUrl}/signin`,
      };
    if (row.kind === 'email-verification' || row.kind === 'password-reset' || row.kind === 'sign-in-link')
      return { name: name || String(p.username ?? ''), link: String(p.link ?? ''), expiresAt: when(p.expiresAt) };
    if (row.kind === 'invitation-by-email')
      // Nobody to greet yet: the link opens the registration with the invited address filled in.
      return {
        name: '',
        variant: variantName(lang, String(p.variant ?? game?.variant ?? '')),
        seat: p.seat ? String(p.seat) : undefined,
        by: typeof p.by === 'string' ? p.by : undefined,
        link: `${this.config.publicUrl}/signup?email=${encodeURIComponent(row.email ?? '')}`,
        press: pressWords(lang, p),
        analysis: analysisWords(lang, p),
        requirements: limitWords(lang, p),
      };
    if (row.kind === 'challenge')
      return challengeFacts(
        lang,
        p,
        name,
        variantName(lang, String(p.variant ?? '')),
        `${this.config.publicUrl}/challenges`,
        when,
      );
    if (row.kind === 'tournament-round')
      return tournamentRoundFacts(
        lang,
        p,
        name,
        variantName(lang, String(p.variant ?? '')),
        `${this.config.publicUrl}/tournaments/${String(p.tournamentId ?? '')}`,
      );
    if (row.kind === 'digest') {
      const games =
        (p.games as { gameId: string; variant: string; opponents: string; deadline: string | null }[]) ?? [];
      return {
        name,
        count: games.length,
        link: `${this.config.publicUrl}/games`,
        games: games
          .map(
            (g) =>
              `- ${variantName(lang, g.variant)} — ${g.opponents}${g.deadline ? ` — ${when(g.deadline)}` : ''}: ${this.config.publicUrl}/games/${g.gameId}`,
          )
          .join('\n'),
        messageGames: ((p.messages as { gameId: string; variant: string; count: number }[] | undefined) ?? [])
          .map(
            (g) =>
              `- ${variantName(lang, g.variant)}: ${MESSAGE_COUNT[lang](g.count)}: ${this.config.publicUrl}/games/${g.gameId}`,
          )
          .join('\n'),
      };
    }
    // A computer seat is named by its level, so no line reads "against " or "black 6".
    const nameOf = (x: { name: string | null; computer?: string | null }) =>
      x.computer ? computerName(x.computer, lang) : x.name;
    const seatName = (seat: unknown) => {
      const s = game?.seats.find((x) => x.seat === seat);
      return (s && nameOf(s)) ?? String(seat ?? '');
    };
    const opponents = [
      ...new Set(
        game?.seats
          .filter((x) => (x.userId !== row.user_id || x.computer) && nameOf(x))
          .map((x) => nameOf(x) as string) ?? [],
      ),
    ].join(', ');
    const facts: { -readonly [K in keyof EmailFacts]: EmailFacts[K] } = {
      name,
      variant: variantName(lang, String(p.variant ?? game?.variant ?? '')),
      opponents,
      link: `${this.config.publicUrl}/games/${row.game_id}`,
      seat: p.seat ? String(p.seat) : Array.isArray(p.seats) ? (p.seats as string[]).join(', ') : undefined,
      // People by display name, as the dashboard names them; the username where a payload has no name.
      by:
        typeof p.by === 'string'
          ? row.kind === 'draw-offered'
            ? seatName(p.by)
            : typeof p.byName === 'string'
              ? p.byName
              : p.by
          : undefined,
    };
    if (row.kind === 'coalition-formed') {
      // The payload carries the engine's CoalitionInfo; a strawman may hold both seats, so each is named.
      const seats = (p.coalition as { seats?: unknown } | undefined)?.seats;
      if (Array.isArray(seats)) facts.coalition = seats.map((seat) => `${seatName(seat)} (${seat})`).join(' + ');
    }
    if (row.kind === 'invitation') {
      facts.press = pressWords(lang, p);
      facts.analysis = analysisWords(lang, p);
      facts.requirements = limitWords(lang, p);
    }
    if (row.kind === 'reminder') facts.deadline = when(p.deadline);
    if (row.kind === 'message' && burst) {
      // Each message exactly as it was written: author, seat and channel from its own payload.
      facts.count = burst.length;
      facts.messages = burst
        .map((msg) => {
          const author = msg.author?.displayName ?? msg.author?.username ?? '';
          const where = msg.channel === 'table' ? CHANNEL_WORDS[lang].table : msg.channel;
          const text = msg.text
            .split('\n')
            .map((l) => `  ${l}`)
            .join('\n');
          return `${author} (${msg.seat}) — ${where} — ${when(msg.createdAt)}\n${text}`;
        })
        .join('\n\n');
      const last = burst[burst.length - 1];
      facts.link = `${this.config.publicUrl}/games/${row.game_id}?channel=${encodeURIComponent(last?.channel ?? 'table')}`;
    }
    // Named as the event named them when the seat changed hands or was offered.
    const holder = (h: unknown) => {
      const x = (h ?? {}) as { username?: unknown; computer?: unknown };
      if (typeof x.username === 'string') return x.username;
      return typeof x.computer === 'string' ? computerName(x.computer, lang) : COMPUTER_WORDS[lang];
    };
    if (row.kind === 'seat-changed-hands') {
      facts.from = holder(p.from);
      facts.to = holder(p.to);
    }
    if (row.kind === 'takeback') facts.step = String(p.step ?? '');
    if (row.kind === 'edition-upgrade') {
      facts.step = String(p.step ?? '');
      facts.edition = String(p.edition ?? '');
      facts.previousEdition = String(p.from ?? '');
    }
    if (row.kind === 'club-seat-offered') {
      facts.from = holder(p.from);
      facts.to = holder(p.keeper);
      facts.club = String(p.club ?? '');
      facts.ladder = String(p.ladder ?? '');
    }
    if ((row.kind === 'your-turn' || row.kind === 'check-to-answer') && game) {
      // As the change left them: its deadline, and the moves up to its version.
      facts.deadline = when(p.deadline);
      const version = typeof p.version === 'number' ? p.version : undefined;
      facts.moves = await movesOf(row.game_id as string, row.user_id, version);
      if (row.kind === 'your-turn' && Array.isArray(p.toMove))
        facts.seat = (p.toMove as { seat: string }[]).map((t) => t.seat).join(', ');
      if (row.kind === 'check-to-answer') {
        facts.king = typeof p.king === 'string' ? p.king : String(p.seat ?? '');
        facts.color = typeof p.color === 'string' ? p.color : facts.king;
      }
    }
    if (row.kind === 'game-over') {
      const result = (p.result ?? game?.result) as GameView['result'];
      const words = RESULT_WORDS[lang];
      const by = p.abortedBy as { username?: unknown } | undefined;
      if (p.status === 'aborted' && typeof by?.username === 'string')
        // Who aborted it, and why, in their own words.
        facts.result = `${words.abortedBy} ${by.username}: “${String(p.abortReason ?? '')}”`;
      else if (p.status === 'aborted' || !result) facts.result = words.aborted;
      else {
        const base =
          result.winners.length === 0 ? words.draw : `${words.won} ${result.winners.map(seatName).join(' + ')}`;
        facts.result = result.reason === 'timeout' ? `${base} (${words.timeout})` : base;
        facts.points = Object.entries(result.points)
          .map(([seat, pts]) => `${seatName(seat)} ${pts}`)
          .join(', ');
      }
    }
    return facts;
  }

  /** The seq of each recipient's last own event in each game of the batch's calls to act. */
  private async lastActions(m: EntityManager, rows: readonly OutboxRow[]): Promise<Map<string, number>> {
    const calls = rows.filter(
      (r) => (r.kind === 'your-turn' || r.kind === 'check-to-answer') && r.game_id && r.user_id,
    );
    const out = new Map<string, number>();
    if (calls.length === 0) return out;
    const found = await this.sources.lastActions(
      m,
      calls.map((r) => ({ gameId: r.game_id, userId: r.user_id })),
    );
    for (const f of found) out.set(`${f.game_id}:${f.user_id}`, Number(f.seq));
    return out;
  }

  /**
   * Board moves made since the recipient's own last move, up to `version` (the change the
   * notification reports; the log up to it never changes), in order (at most 12).
   */
  /** The line of what happened from the reader's last action up to the notification's version. */
  private async sinceOf(
    m: EntityManager,
    row: OutboxRow,
    game: GameFactsRow,
    settings: NotificationSettings,
  ): Promise<string | undefined> {
    const version = row.payload.version;
    if (typeof version !== 'number' || !row.game_id || !row.user_id) return undefined;
    const { events, messages } = await this.sinceFacts.window(m, row.game_id, row.user_id, version);
    return sinceLine(settings.language, sinceItems(game.variant, events, { round: null, turns: 0 }), messages);
  }

  private async movesSinceMine(
    m: EntityManager,
    gameId: string,
    userId: string | null,
    version: number | undefined,
  ): Promise<string> {
    const upTo = version ?? 2 ** 31 - 1;
    const rows = await this.sources.movesSinceMine(m, gameId, userId, upTo);
    return rows
      .reverse()
      .map((r) => r.move)
      .join(' ');
  }
}

/** "a reliability of at least 80 % and a rating from 0 to 20", from an invitation's payload. */
function limitWords(lang: Language, p: Record<string, unknown>): string | undefined {
  const r = p.joinRequirements;
  return r && typeof r === 'object' ? requirementWords(lang, r) : undefined;
}

/** "table talk only; every channel is revealed when the game ends", from an invitation's payload. */
function pressWords(lang: Language, p: Record<string, unknown>): string | undefined {
  if (typeof p.press !== 'string') return undefined;
  const words = PRESS_WORDS[lang];
  if (p.press === 'none') return words.none;
  return [words[p.press], typeof p.pressReveal === 'string' ? words[p.pressReveal] : undefined]
    .filter(Boolean)
    .join('; ');
}

/** "only after the game", from an invitation's payload (none in one written before the option). */
function analysisWords(lang: Language, p: Record<string, unknown>): string | undefined {
  return typeof p.analysis === 'string' ? ANALYSIS_WORDS[lang][p.analysis] : undefined;
}

const CHANNEL_WORDS: Record<Language, { table: string }> = { en: { table: 'at the table' }, de: { table: 'am Tisch' } };
const MESSAGE_COUNT: Record<Language, (n: number) => string> = {
  en: (n) => (n === 1 ? '1 new message' : `${n} new messages`),
  de: (n) => (n === 1 ? '1 neue Nachricht' : `${n} neue Nachrichten`),
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A deadline in the reader's language and zone; formatters are cached (they are slow to build). */
export function formatInstant(iso: string, lang: Language, timeZone: string): string {
  const key = `${lang}:${timeZone}`;
  let fmt = formatters.get(key);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    });
    if (formatters.size > 500) formatters.clear();
    formatters.set(key, fmt);
  }
  return `${fmt.format(new Date(iso))} (${timeZone})`;
}
