'use client';
import Link from 'next/link';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, asProblem, idempotencyKey, type Game, type Problem } from '../../../../lib/api/client';
import { applyLocal, legalMovesOf, loadPosition, type LocalGame } from '../../../../lib/engine';
import { useI18n } from '../../../../lib/i18n/provider';
import type { MessageKey } from '../../../../lib/i18n/translate';
import { Board, type BoardPiece } from '../../../_components/board/Board';
import { parseMove, rotationFor } from '../../../_components/board/geometry';
import { ProblemNote } from '../../../_components/problem';
import { useSession } from '../../../_components/session';
import { SignInRequired } from '../../../_components/sign-in-required';
import { ClockPanel } from './clock-panel';
import { CoalitionPanel } from './coalition-panel';
import { AREAS } from './coalition-layout';
import { EventLog } from './event-log';
import { GameActions } from './game-actions';
import { MoveInput } from './move-input';
import { MoveList } from './move-list';
import { MovedMeanwhileNote, useMovedMeanwhile } from './moved-meanwhile';
import { ReplaySlider, useReplay } from './replay';
import { ResultPanel } from './result-panel';
import { SeatsPanel } from './seats-panel';
import { SetupEditor } from './setup-editor';
import { TurnStatus } from './turn-status';
import { useLiveGame } from './use-live-game';
import { useReadGameNotifications } from './use-read-game-notifications';

/** What the page sends to the API for the acting seat; every write returns the new game. */
export type Send = (
  path: '/games/{id}/moves' | '/games/{id}/turns' | '/games/{id}/actions',
  body: Record<string, unknown>,
) => Promise<boolean>;

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
  const { game, problem: loadProblem, events, live, reload, accept } = useLiveGame(id, initial);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [preview, setPreview] = useState<string[]>([]);
  const [arranging, setArranging] = useState(false);
  const [busy, setBusy] = useState(false);
  const replay = useReplay(game, events);
  const { movedOn, report: reportMovedOn, clear: clearMovedOn } = useMovedMeanwhile(id);

  // A new version from the server ends any preview made against the old one.
  const version = game?.version;
  useReadGameNotifications(id, version);
  useEffect(() => {
    setPreview([]);
    setArranging(false);
  }, [version]);

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

  /** The position after the half-moves previewed so far (007), or the server's position. */
  const local = useMemo<LocalGame | null>(() => {
    if (!base || !game) return base;
    let g: LocalGame = base;
    for (const move of preview) {
      const next = applyLocal(game.variant, g, { type: 'move', move });
      if (!next.ok) return g;
      g = next.game;
    }
    return g;
  }, [base, game, preview]);

  const send: Send = useCallback(
    async (path, body) => {
      if (!game) return false;
      setBusy(true);
      setProblem(null);
      clearMovedOn();
      const { data, error, response } = await api.POST(path, {
        params: { path: { id: game.id }, header: { 'Idempotency-Key': idempotencyKey() } },
        body: { expectedVersion: game.version, ...body } as never,
      });
      setBusy(false);
      if (data) {
        accept(data);
        return true;
      }
      const refused = asProblem(error, response);
      // Someone acted first: the answer carries the game as it is now. Show it, and say what changed.
      const current = (refused as { game?: Game }).game;
      if (response.status === 409 && current && current.version > game.version) {
        accept(current);
        void reportMovedOn(game.version, current);
        return false;
      }
      setProblem(refused);
      if (response.status === 409) void reload();
      return false;
    },
    [game, accept, reload, reportMovedOn, clearMovedOn],
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
  const inPreview = is007 && preview.length > 0;
  const turnComplete = inPreview && !stillMine(local);
  const canMove = !!acting && acting.reason !== 'setup' && !busy && !replay.active && !arranging && !turnComplete;

  let legalMoves: readonly string[] = [];
  if (canMove) {
    if (is007) legalMoves = preview.length === 0 ? game.legalMoves : (local?.view.legalMoves ?? []);
    else if (base) legalMoves = legalMovesOf(game.variant, base, acting!.seat);
    else if (game.toMove[0]?.seat === acting!.seat) legalMoves = game.legalMoves;
  }

  const onMove = (move: string) => {
    if (is007) {
      setPreview((p) => [...p, move]);
      return;
    }
    void send('/games/{id}/moves', { move, seat: acting!.seat });
  };

  const submitTurn = async () => {
    if (await send('/games/{id}/turns', { moves: preview })) setPreview([]);
  };

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
      : lastMoveSquares(events);
  const showAreas = game.variant === 'coalition' && (game.status === 'setup' || arranging);
  const shownToMove =
    inPreview && local
      ? local.view.toMove.map((m) => ({ ...m, player: game.seats.find((s) => s.seat === m.seat)?.player ?? null }))
      : game.toMove;

  return (
    <div className="game-page" data-testid="game-page" data-version={game.version} data-status={game.status}>
      <div className="game-head">
        <h1>
          {t(`variant.${game.variant}` as MessageKey)}
          <span className="status-chip">{t(`status.${game.status}` as MessageKey)}</span>
          {live && <span className="live-dot" title={t('game.live')} />}
        </h1>
        <TurnStatus game={game} toMove={shownToMove} />
      </div>
      <div className="game-grid">
        <div className="board-col">
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
              areas={showAreas ? Object.entries(AREAS).map(([seat, squares]) => ({ seat, squares, color: seat })) : []}
            />
          )}
          <ReplaySlider replay={replay} />
          {is007 && acting && acting.reason !== 'setup' && !replay.active && (
            <section className="panel preview" data-testid="turn-preview">
              <h2>{t('game.preview')}</h2>
              {preview.length === 0 && (
                <p className="muted small">{t('game.previewHint', { of: acting.of - acting.part + 1 })}</p>
              )}
              <ol className="preview-moves">
                {preview.map((m, i) => (
                  <li key={i} data-testid="preview-move">
                    <span className="part">{(game.position?.plies ?? 0) + i + 1}</span> {m}
                  </li>
                ))}
              </ol>
              {!turnComplete && preview.length > 0 && local && (
                <p className="muted">{t('game.turnIncomplete', { of: local.view.toMove[0]?.of ?? acting.of })}</p>
              )}
              <div className="row">
                <button
                  type="button"
                  className="button secondary"
                  disabled={preview.length === 0 || busy}
                  onClick={() => setPreview((p) => p.slice(0, -1))}
                  data-testid="take-back"
                >
                  {t('game.takeBack')}
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={!turnComplete || busy}
                  onClick={submitTurn}
                  data-testid="submit-turn"
                >
                  {t('game.submitTurn')}
                </button>
              </div>
            </section>
          )}
          {canMove && <MoveInput legalMoves={legalMoves} onMove={onMove} />}
          <MovedMeanwhileNote movedOn={movedOn} onClose={clearMovedOn} />
          <ProblemNote problem={problem} />
        </div>
        <aside className="side-col">
          {game.result && <ResultPanel game={game} />}
          <SeatsPanel game={game} onJoined={accept} />
          <ClockPanel game={game} />
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
          <MoveList game={game} events={events} />
          <GameActions game={game} acting={acting} busy={busy} send={send} />
          <EventLog game={game} events={events} />
          <p className="downloads">
            {is007 && (
              <>
                <a href={`/api/games/${game.id}/pgn`} download>
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

/** The squares of the last board move in the event log, marked on the board. */
function lastMoveSquares(events: readonly { type: string; payload: Record<string, unknown> }[] | null): string[] {
  if (!events) return [];
  for (let i = events.length - 1; i >= 0; i--) {
    const action = events[i].payload.action as { type?: string; move?: string } | undefined;
    if (events[i].type === 'move' && action?.move) {
      const p = parseMove(action.move);
      return p ? [p.from, p.to] : [];
    }
  }
  return [];
}
