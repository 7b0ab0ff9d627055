'use client';
import Link from 'next/link';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePlay } from '../api/use-play';
import type { Send } from '../types';
import type { Game, Problem, SeatName } from '../../../lib/api/client';
import {
  applyLocal,
  legalMovesOf,
  loadPosition,
  playingOrderOf,
  positionText,
  sansOf,
  type LocalGame,
} from '../../../lib/engine';
import { problemOf } from '../../../lib/query/api-error';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { Board } from '../../../components/board/board';
import type { BoardPiece } from '../../../components/board/types';
import { parseMove, rotationFor } from '../../../components/board/geometry';
import { ProblemNote } from '../../../components/problem';
import { useSession } from '../../../components/session';
import { SignInRequired } from '../../../components/sign-in-required';
import { tabForKey } from '../../../lib/tab-keys';
import { ClockPanel } from './clock-panel';
import { CoalitionPanel } from './coalition-panel';
import { AREAS } from '../../../lib/coalition-layout';
import { EventLog } from './event-log';
import { GameActions } from './game-actions';
import { halfMovesOf, lastTurnOf, marksOf } from '../lib/half-moves';
import { MoveInput } from './move-input';
import { MoveList } from './move-list';
import { MovedMeanwhileNote, useMovedMeanwhile } from './moved-meanwhile';
import { NegotiationPanel } from '../../negotiation/components/negotiation-panel';
import { useNegotiation } from '../../negotiation/hooks/use-negotiation';
import { PlanPanel } from '../../plans/components/plan-panel';
import { PlayingOrder } from './playing-order';
import { ReplaySlider, useReplay } from './replay';
import { ResultPanel } from './result-panel';
import { SeatsPanel } from './seats-panel';
import { SetupEditor } from './setup-editor';
import { readTurnDraft, writeTurnDraft } from '../lib/turn-draft';
import { TurnStatus, UnsentTurn } from './turn-status';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import { useLiveGame } from '../hooks/use-live-game';
import { usePhoneLayout } from '../hooks/use-phone-layout';
import { usePlaySettings } from '../hooks/use-play-settings';
import { useReadGameNotifications } from '../hooks/use-read-game-notifications';

/** A phone shows the board or the negotiation, with a tab for each. */
const PANES = ['board', 'talk'] as const;
type Pane = (typeof PANES)[number];

/**
 * The game page. Games are for signed-in users: the server read it with the visitor's session,
 * so without a game a signed-out visitor (or one whose session is still being checked) gets the
 * sign-in prompt, and no request is made that could only fail.
 */
export function GameView({ id, initial }: { id: string; initial: Game | null }) {
  const { t } = useI18n();
  const { me } = useSession();
  if (!initial && me === null) return <SignInRequired />;
  if (!initial && me === undefined) return <p className="muted">{t('common.loading')}</p>;
  return <LiveGameView id={id} initial={initial} />;
}

/**
 * The game page: the board turned to my seat, who must act, moving (click, drag, keyboard,
 * typed), the 007 turn preview, the coalition set-up editor and panel, the move list, the replay
 * slider, the event log with its verification, and the actions around the game.
 */
function LiveGameView({ id, initial }: { id: string; initial: Game | null }) {
  const { t } = useI18n();
  const { me } = useSession();
  const { game, problem: loadProblem, events, live, via, reload, accept } = useLiveGame(id, initial);
  const settings = usePlaySettings(!!me);
  const talk = useNegotiation(id, game, !!me);
  // On a phone the negotiation is a tab next to the board; a link to #negotiation opens it.
  const [pane, setPane] = useState<Pane>('board');
  useEffect(() => {
    if (window.location.hash === '#negotiation') setPane('talk');
  }, []);
  // The two tabs are a tab list like the panel's channels: arrow keys, Home and End.
  const paneTabs = useRef<Partial<Record<Pane, HTMLButtonElement | null>>>({});
  const onPaneKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const to = tabForKey(e.key, PANES, pane);
    if (to === null) return;
    e.preventDefault();
    setPane(to);
    paneTabs.current[to]?.focus();
  };
  const phone = usePhoneLayout();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [preview, setPreview] = useState<string[]>([]);
  const [arranging, setArranging] = useState(false);
  const halfMoves = useMemo(() => halfMovesOf(events ?? []), [events]);
  const replay = useReplay(game, events, halfMoves);
  useReplayKeys(replay.step);
  const { movedOn, report: reportMovedOn, clear: clearMovedOn } = useMovedMeanwhile(events);

  // A new version from the server ends any preview made against the old one, except the draft
  // kept for this position (no board move since), which comes back. If the session arrives after
  // the game, half-moves made meanwhile become the draft, or the draft is taken up.
  const version = game?.version;
  const plies = game?.position?.plies ?? 0;
  const userId = me?.id;
  useReadGameNotifications(id, version);
  const previewRef = useRef(preview);
  previewRef.current = preview;
  const previewVersion = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (version === undefined) return;
    const fresh = previewVersion.current !== version;
    previewVersion.current = version;
    if (fresh) {
      setArranging(false);
      setPreview(userId ? readTurnDraft(userId, id, plies) : []);
    } else if (userId) {
      if (previewRef.current.length > 0) writeTurnDraft(userId, id, plies, previewRef.current);
      else setPreview(readTurnDraft(userId, id, plies));
    }
  }, [version, plies, userId, id]);
  /** Every change of the unsent half-moves goes through here, so the draft is always theirs. */
  const changePreview = useCallback(
    (moves: string[]) => {
      setPreview(moves);
      if (userId) writeTurnDraft(userId, id, plies, moves);
    },
    [userId, id, plies],
  );
  useLeaveWarning(preview.length > 0, t('game.leaveUnsent'));

  const acting = useMemo(() => game?.toMove.find((m) => game.yourSeats.includes(m.seat)), [game]);
  const viewerSeat = acting?.seat ?? game?.yourSeats[0];

  const base = useMemo<LocalGame | null>(() => {
    if (!game?.position) return null;
    try {
      return loadPosition(game.variant, game.options, game.position.text);
    } catch {
      return null;
    }
  }, [game?.variant, game?.options, game?.position]);

  /**
   * The position after the unsent half-moves, or the server's position; their SAN, and so how many
   * of them the rules accept (a draft restored on a changed position may hold fewer legal ones).
   */
  const previewed = useMemo<{ local: LocalGame | null; sans: string[] }>(() => {
    const sans: string[] = [];
    if (!base || !game) return { local: base, sans };
    let g: LocalGame = base;
    for (const move of preview) {
      const seat = game.variant === 'coalition' ? acting?.seat : undefined;
      const next = applyLocal(game.variant, g, { type: 'move', move, ...(seat ? { seat } : {}) });
      if (!next.ok) break;
      g = next.game;
      sans.push(next.san ?? move);
    }
    return { local: g, sans };
  }, [base, game, preview, acting]);
  const local = previewed.local;
  // What the rules no longer accept (the game ended, a draft from another device's play) goes.
  const legal = previewed.sans.length;
  useEffect(() => {
    if (base && legal < preview.length) changePreview(preview.slice(0, legal));
  }, [base, legal, preview, changePreview]);

  const play = usePlay({ id, version: game?.version ?? 0 });
  const { mutateAsync: post } = play;
  const busy = play.isPending;
  const send: Send = useCallback(
    async (move) => {
      if (!game) return false;
      setProblem(null);
      clearMovedOn();
      try {
        await post(move);
        return true;
      } catch (error) {
        const refused = problemOf(error)!;
        // Someone acted first: the answer carries the game as it is now. Show it, and say what changed.
        const current = refused.game;
        if (refused.status === 409 && current && current.version > game.version) {
          accept(current);
          reportMovedOn(game.version, current);
          return false;
        }
        setProblem(refused);
        if (refused.status === 409) void reload();
        return false;
      }
    },
    [game, post, accept, reload, reportMovedOn, clearMovedOn],
  );

  if (!game) {
    return loadProblem ? (
      <section className="card">
        <h1>{t('game.notFound')}</h1>
        <ProblemNote problem={loadProblem} />
        <Link href="/">{t('common.back')}</Link>
      </section>
    ) : (
      <p className="muted">{t('common.loading')}</p>
    );
  }

  const is007 = game.variant === '007';
  const stillMine = (g: LocalGame | null) =>
    !!g && !!acting && g.view.status === 'active' && g.view.toMove.some((m) => m.seat === acting.seat);
  const inPreview = preview.length > 0;
  // A 007 turn is complete when the seat has no half-move left; a confirmed move is one move.
  const turnComplete = inPreview && (!is007 || !stillMine(local));
  const canMove = !!acting && acting.reason !== 'setup' && !busy && !replay.active && !arranging && !turnComplete;

  let legalMoves: readonly string[] = [];
  if (canMove) {
    if (is007) legalMoves = preview.length === 0 ? game.legalMoves : (local?.view.legalMoves ?? []);
    else if (base) legalMoves = legalMovesOf(game.variant, base, acting!.seat);
    else if (game.toMove[0]?.seat === acting!.seat) legalMoves = game.legalMoves;
  }

  const onMove = (move: string) => {
    // 007 half-moves gather into the turn; with "confirm before sending" a move waits too.
    if (is007 || settings.confirmMoves) {
      changePreview([...preview, move]);
      return;
    }
    void send({ path: '/games/{id}/moves', body: { move, seat: acting!.seat } });
  };

  const submitTurn = async () => {
    const sent = is007
      ? await send({ path: '/games/{id}/turns', body: { moves: preview } })
      : await send({ path: '/games/{id}/moves', body: { move: preview[0], seat: acting!.seat } });
    if (sent) changePreview([]);
  };
  const takeBack = () => changePreview(preview.slice(0, -1));

  // Typed moves in SAN: the names of the moves legal now, made when a move is typed.
  const legalSans = () => (is007 && local ? sansOf(game.variant, local, legalMoves) : new Map<string, string>());
  // The last turn played — in 007 all its half-moves, numbered — unless a replay or a preview is shown.
  const lastTurn = marksOf(lastTurnOf(halfMoves), parseMove);

  // Coalition Chess: who acts in which order, who skips, who owes an answer (from the engine).
  const playingOrder = base && game.status === 'active' ? playingOrderOf(game.variant, base) : [];
  const playerNames = Object.fromEntries(game.seats.map((s) => [s.seat, s.player?.displayName ?? '']));

  const pieces: readonly BoardPiece[] = replay.active
    ? replay.board
    : (local?.view.board ?? game.position?.board ?? []);
  const highlights = replay.active
    ? replay.highlights
    : inPreview
      ? preview.flatMap((m) => {
          const p = parseMove(m);
          return p ? [p.from, p.to] : [];
        })
      : lastTurn.squares;
  const marks = replay.active || inPreview || !is007 ? [] : lastTurn.marks;
  const showAreas = game.variant === 'coalition' && (game.status === 'setup' || arranging);
  // While half-moves are unsent nothing has changed on the server: during a 007 turn the status
  // follows the preview (half-move k of n), and once the turn is complete it says "not sent" in
  // place of the seat that would be next — the others are not waited for yet.
  const shownToMove = turnComplete
    ? game.toMove.filter((m) => m.seat !== acting?.seat)
    : inPreview && local
      ? local.view.toMove.map((m) => {
          const seat = game.seats.find((s) => s.seat === m.seat);
          return { ...m, seat: m.seat as SeatName, player: seat?.player ?? null, computer: seat?.computer ?? null };
        })
      : game.toMove;

  return (
    <div
      className="game-page"
      data-testid="game-page"
      data-version={game.version}
      data-status={game.status}
      data-live={via}
    >
      <div className="game-head">
        <h1>
          {t(`variant.${game.variant}` as MessageKey)}
          <span className="status-chip">{t(`status.${game.status}` as MessageKey)}</span>
          {live && <span className="live-dot" title={t('game.live')} />}
        </h1>
        <TurnStatus game={game} toMove={shownToMove}>
          {inPreview && acting && !replay.active && (
            <UnsentTurn
              moves={preview}
              complete={turnComplete}
              single={!is007}
              busy={busy}
              onSubmit={() => void submitTurn()}
              onTakeBack={takeBack}
            />
          )}
        </TurnStatus>
      </div>
      <div className="phone-panes" role="tablist" aria-label={t('talk.title')}>
        {PANES.map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            id={`pane-tab-${p}`}
            aria-selected={pane === p}
            aria-controls={p === 'board' ? 'board-pane' : 'negotiation'}
            tabIndex={pane === p ? 0 : -1}
            ref={(el) => {
              paneTabs.current[p] = el;
            }}
            className={pane === p ? 'on' : ''}
            onClick={() => setPane(p)}
            onKeyDown={onPaneKey}
            data-testid={`pane-${p}`}
          >
            {p === 'board' ? t('talk.phoneBoard') : t('talk.title')}
            {p === 'talk' && talk.unread > 0 && <span className="unread">{talk.unread}</span>}
          </button>
        ))}
      </div>
      <div className="game-grid" data-pane={pane}>
        <div className="board-col" id="board-pane">
          {playingOrder.length > 0 && <PlayingOrder order={playingOrder} players={playerNames} />}
          {arranging || (game.status === 'setup' && acting?.reason === 'setup') ? (
            <SetupEditor
              game={game}
              seat={acting!.seat}
              busy={busy}
              send={send}
              onCancel={arranging ? () => setArranging(false) : undefined}
            />
          ) : (
            <Board
              variant={game.variant}
              pieces={pieces}
              rotation={rotationFor(viewerSeat)}
              legalMoves={legalMoves}
              onMove={onMove}
              highlights={highlights}
              marks={marks}
              areas={showAreas ? Object.entries(AREAS).map(([seat, squares]) => ({ seat, squares, color: seat })) : []}
            />
          )}
          <ReplaySlider replay={replay} />
          <p className="small">
            <Link href={analysisHref(game, replay.active ? replay.state : null)} data-testid="open-analysis">
              {replay.active ? t('analysis.openHere') : t('analysis.open')}
            </Link>
          </p>
          {is007 && acting && acting.reason !== 'setup' && !replay.active && (
            <section className="panel preview" data-testid="turn-preview">
              <h2>{t('game.preview')}</h2>
              {preview.length === 0 && (
                <p className="muted small">{t('game.previewHint', { of: acting.of - acting.part + 1 })}</p>
              )}
              <ol className="preview-moves">
                {preview.map((m, i) => (
                  <li key={i} data-testid="preview-move">
                    <span className="part">{(game.position?.plies ?? 0) + i + 1}</span> {previewed.sans[i] ?? m}
                  </li>
                ))}
              </ol>
              {!turnComplete && preview.length > 0 && local && (
                <p className="muted">{t('game.turnIncomplete', { of: local.view.toMove[0]?.of ?? acting.of })}</p>
              )}
            </section>
          )}
          {canMove && <MoveInput legalMoves={legalMoves} onMove={onMove} sans={is007 ? legalSans : undefined} />}
          <MovedMeanwhileNote movedOn={movedOn} onClose={clearMovedOn} />
          <ProblemNote problem={problem} />
          {/* Under the board, not after players and clocks: the alliance actions reach a phone's first screen. */}
          {game.variant === 'coalition' && (
            <CoalitionPanel
              game={game}
              base={base}
              acting={acting}
              busy={busy}
              send={send}
              onRearrange={() => setArranging(true)}
              arranging={arranging}
            />
          )}
        </div>
        <aside className="side-col">
          {game.result && <ResultPanel game={game} />}
          <SeatsPanel game={game} />
          <ClockPanel game={game} />
          <NegotiationPanel game={game} talk={talk} visible={!phone || pane === 'talk'} />
          {game.status === 'active' && game.yourSeats.length === 1 && <PlanPanel game={game} othersToAct={!acting} />}
          <MoveList game={game} events={events} shown={replay.index} onSelect={replay.setIndex} />
          <GameActions game={game} acting={acting} busy={busy} send={send} />
          <EventLog game={game} events={events} />
          <p className="downloads">
            {is007 && (
              <>
                <a href={`/api/games/${game.id}/pgn`} download data-testid="pgn">
                  {t('game.pgn')}
                </a>
                {' · '}
              </>
            )}
            <a href={`/api/games/${game.id}/record`}>{t('game.record')}</a>
          </p>
        </aside>
      </div>
    </div>
  );
}

/** The analysis board at the replay's position, or at the game's (where a plan can be made). */
function analysisHref(game: Game, at: LocalGame | null): string {
  let text = game.position?.text ?? '';
  if (at) {
    try {
      text = positionText(game.variant, at);
    } catch {
      // The game's own position then.
    }
  }
  return `/analysis?game=${game.id}&variant=${game.variant}&position=${encodeURIComponent(text)}`;
}

/**
 * ← and → step the replay one half-move back and on, wherever the focus is — except in a text
 * field, on the board, whose arrow keys move its cursor, and on a tab.
 */
function useReplayKeys(step: (delta: number) => void) {
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      // A tab list's arrow keys move between its tabs (tab-keys.ts), not through the game.
      if (target?.closest('input, textarea, select, [contenteditable], [data-testid=board], [role=tab]')) return;
      e.preventDefault();
      step(e.key === 'ArrowLeft' ? -1 : 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step]);
}
