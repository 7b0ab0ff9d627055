'use client';
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { Board } from '../../../components/board/board';
import { rotationFor } from '../../../components/board/geometry';
import { ProblemNote } from '../../../components/problem';
import { useSession } from '../../account/components/session';
import type { Game } from '../../../lib/api/client';
import { sansOf } from '../../../lib/engine';
import { useI18n } from '../../../lib/i18n/provider';
import { NegotiationPanel } from '../../negotiation/components/negotiation-panel';
import { useNegotiation } from '../../negotiation/hooks/use-negotiation';
import { PlanPanel } from '../../plans/components/plan-panel';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import { useLiveGame } from '../hooks/use-live-game';
import { usePhoneLayout } from '../hooks/use-phone-layout';
import { usePlaySettings } from '../hooks/use-play-settings';
import { useReadGameNotifications } from '../hooks/use-read-game-notifications';
import { useReplayKeys } from '../hooks/use-replay-keys';
import { useSend } from '../hooks/use-send';
import { useTurnPreview } from '../hooks/use-turn-preview';
import { analysisHref } from '../lib/analysis-href';
import { boardView } from '../lib/board-view';
import { halfMovesOf } from '../lib/half-moves';
import { shownToMove } from '../lib/shown-to-move';
import { turnState } from '../lib/turn-state';
import { BoardSide, useBoardSide } from './board-side';
import { CheckNote, useChecks } from './check-note';
import { ClockPanel } from './clock-panel';
import { CoalitionPanel } from './coalition-panel';
import { EditionPanel } from './edition-panel';
import { EventLog } from './event-log';
import { DrawOfferBanner } from './draw-offer-banner';
import { GameActions } from './game-actions';
import { GameDownloads } from './game-downloads';
import { GameHead } from './game-head';
import { GameLoadProblem } from './game-load-problem';
import { MoveInput } from './move-input';
import { MoveList } from './move-list';
import { MoveSound } from './move-sound';
import { MovedMeanwhileNote, useMovedMeanwhile } from './moved-meanwhile';
import { PhonePaneTabs, usePhonePane } from './phone-pane-tabs';
import { GamePlayingOrder } from './playing-order';
import { ReplaySlider, useReplay } from './replay';
import { ResultPanel } from './result-panel';
import { RematchPanel } from './rematch-panel';
import { confirmsMoves } from '../lib/confirm-before-sending';
import { AbortedNote } from './aborted-note';
import { SeatsPanel } from './seats-panel';
import { SetupEditor } from './setup-editor';
import { SinceLastVisitPanel } from './since-last-visit';
import { TurnPreviewPanel } from './turn-preview-panel';
import { UnsentTurn } from './turn-status';

/**
 * The game page: the board turned to my seat, who must act, moving (click, drag, keyboard,
 * typed), the 007 turn preview, the coalition set-up editor and panel, the move list, the replay
 * slider, the event log with its verification, and the actions around the game.
 */
export function LiveGameView({ id, initial }: { id: string; initial: Game | null }) {
  const { t } = useI18n();
  const { me } = useSession();
  const { game, problem: loadProblem, events, live, via, reload, accept } = useLiveGame(id, initial);
  const settings = usePlaySettings(!!me);
  const talk = useNegotiation(id, game, !!me);
  const [pane, setPane] = usePhonePane();
  const phone = usePhoneLayout();
  const [arranging, setArranging] = useState(false);
  const [sinceSquares, setSinceSquares] = useState<readonly string[] | null>(null);
  const halfMoves = useMemo(() => halfMovesOf(events ?? []), [events]);
  const replay = useReplay(game, events, halfMoves);
  useReplayKeys(replay.step);
  const movedMeanwhile = useMovedMeanwhile(events);
  const { movedOn, clear: clearMovedOn } = movedMeanwhile;
  useReadGameNotifications(id, game?.version);
  const acting = useMemo(() => game?.toMove.find((m) => game.yourSeats.includes(m.seat)), [game]);
  const viewerSeat = acting?.seat ?? game?.yourSeats[0];
  const [side, setSide] = useBoardSide(viewerSeat);
  const { send, busy, problem } = useSend(id, game, { accept, reload }, movedMeanwhile);
  const { preview, changePreview, base, local, sans } = useTurnPreview(id, game, me?.id, acting, busy, () =>
    setArranging(false),
  );
  useLeaveWarning(preview.length > 0, t('game.leaveUnsent'));
  const checks = useChecks(game?.variant ?? '007', replay.active ? replay.state : local);

  if (!game) return <GameLoadProblem problem={loadProblem} />;

  const is007 = game.variant === '007';
  const { inPreview, turnComplete, canMove, legalMoves } = turnState(
    game,
    acting,
    { preview, base, local },
    { busy, replaying: replay.active, arranging },
  );

  const onMove = (move: string) => {
    // 007 half-moves gather into the turn; with "confirm before sending" (correspondence or
    // practice, each its own setting) a move waits too.
    if (is007 || confirmsMoves(game, settings)) {
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
  const board = boardView(game, replay, preview, local, halfMoves, arranging);

  return (
    <div
      className="game-page"
      data-testid="game-page"
      data-version={game.version}
      data-status={game.status}
      data-live={via}
    >
      <GameHead game={game} live={live} toMove={shownToMove(game, acting, { inPreview, turnComplete, local })}>
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
      </GameHead>
      <DrawOfferBanner game={game} acting={acting} busy={busy} send={send} />
      <PhonePaneTabs pane={pane} onSelect={setPane} unread={talk.unread} />
      <div className="game-grid" data-pane={pane}>
        <div className="board-col" id="board-pane">
          {me && <SinceLastVisitPanel game={game} onHighlight={setSinceSquares} />}
          {/* Coalition Chess: who acts in which order, who skips, who owes an answer (from the engine). */}
          <GamePlayingOrder game={game} base={base} />
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
              pieces={board.pieces}
              rotation={rotationFor(side)}
              legalMoves={legalMoves}
              onMove={onMove}
              highlights={sinceSquares ?? board.highlights}
              marks={board.marks}
              checks={checks}
              areas={board.areas}
            />
          )}
          <CheckNote checks={checks} pieces={board.pieces} />
          <BoardSide game={game} side={side} onChange={setSide} />
          <MoveSound plies={game.position?.plies} />
          <ReplaySlider replay={replay} />
          <p className="small">
            <Link href={analysisHref(game, replay.active ? replay.state : null)} data-testid="open-analysis">
              {replay.active ? t('analysis.openHere') : t('analysis.open')}
            </Link>
          </p>
          {is007 && acting && acting.reason !== 'setup' && !replay.active && (
            <TurnPreviewPanel acting={acting} preview={preview} sans={sans} local={local} complete={turnComplete} />
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
          <RematchPanel game={game} />
          <AbortedNote game={game} events={events} />
          <SeatsPanel game={game} />
          <ClockPanel game={game} />
          <NegotiationPanel game={game} talk={talk} visible={!phone || pane === 'talk'} />
          {game.status === 'active' && game.yourSeats.length === 1 && <PlanPanel game={game} othersToAct={!acting} />}
          <MoveList game={game} events={events} shown={replay.index} onSelect={replay.setIndex} />
          <GameActions game={game} acting={acting} busy={busy} send={send} />
          <EditionPanel game={game} />
          <EventLog game={game} events={events} />
          <GameDownloads game={game} />
        </aside>
      </div>
    </div>
  );
}
