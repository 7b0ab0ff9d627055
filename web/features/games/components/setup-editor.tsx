'use client';
import { useMemo, useState } from 'react';
import type { Game, SeatName } from '../../../lib/api/client';
import { applyLocal, loadPosition } from '../../../lib/engine';
import { useI18n } from '../../../lib/i18n/provider';
import { Board } from '../../../components/board/board';
import { isLight, parseSquare, rotationFor } from '../../../components/board/geometry';
import { AREAS, defaultPlacement } from '../../../lib/coalition-layout';
import type { Send } from '../types';

/**
 * The set-up / rearrangement editor (coalition.md §3, §4, §5 "Rearrangement"): the seat's pieces
 * inside its area are swapped by drag or click, the cyclist only onto its own square colour,
 * and the engine checks the whole arrangement before it is sent. "Use the default array" sends
 * the array of §3.
 */
export function SetupEditor({
  game,
  seat,
  busy,
  send,
  onCancel,
}: {
  game: Game;
  seat: SeatName;
  busy: boolean;
  send: Send;
  onCancel?: () => void;
}) {
  const { t } = useI18n();
  const area = AREAS[seat];
  const initial = useMemo(() => {
    const out: Record<string, string> = {};
    for (const p of game.position?.board ?? [])
      if (p.color === seat && area.includes(p.square)) out[p.square] = p.piece;
    return out;
  }, [game.position, seat, area]);
  const [placement, setPlacement] = useState<Record<string, string>>(initial);

  const light = (s: string) => {
    const at = parseSquare(s)!;
    return isLight(at.file, at.rank);
  };
  const canSwap = (a: string, b: string) =>
    (placement[a] !== 'cyclist' && placement[b] !== 'cyclist') || light(a) === light(b);
  const swap = (a: string, b: string) => {
    if (!canSwap(a, b)) return;
    const next = { ...placement };
    const pa = next[a];
    const pb = next[b];
    delete next[a];
    delete next[b];
    if (pa) next[b] = pa;
    if (pb) next[a] = pb;
    setPlacement(next);
  };

  // The engine's verdict on the arrangement, before the server's.
  const verdict = useMemo(() => {
    if (!game.position) return null;
    try {
      const local = loadPosition(game.variant, game.options, game.position.text, game.rulesEdition);
      const r = applyLocal(game.variant, local, { type: 'arrange', seat, placement });
      return r.ok ? null : r.message;
    } catch {
      return null;
    }
  }, [game, seat, placement]);

  const others = (game.position?.board ?? []).filter((p) => !(p.color === seat && area.includes(p.square)));
  const pieces = [...others, ...Object.entries(placement).map(([square, piece]) => ({ square, piece, color: seat }))];
  const submit = (p: Record<string, string>) =>
    void send({ path: '/games/{id}/actions', body: { type: 'arrange', seat, placement: p } });
  const areas =
    game.status === 'setup'
      ? Object.entries(AREAS).map(([s, squares]) => ({ squares, color: s }))
      : [{ squares: area, color: seat }];

  return (
    <div className="setup-editor" data-testid="setup-editor">
      <Board
        variant={game.variant}
        pieces={pieces}
        rotation={rotationFor(seat)}
        areas={areas}
        arrange={{ squares: area, onSwap: swap, canSwap }}
      />
      <section className="panel">
        <h2>{t('setup.title')}</h2>
        <p className="muted">{t('setup.hint')}</p>
        {verdict && (
          <p className="problem" role="alert">
            {verdict}
          </p>
        )}
        <div className="row wrap">
          <button
            type="button"
            className="button"
            disabled={busy || !!verdict}
            onClick={() => submit(placement)}
            data-testid="submit-arrangement"
          >
            {t('setup.submit')}
          </button>
          {game.status === 'setup' && (
            <button
              type="button"
              className="button secondary"
              disabled={busy}
              onClick={() => submit(defaultPlacement(seat))}
              data-testid="use-default"
            >
              {t('setup.useDefault')}
            </button>
          )}
          <button type="button" className="button secondary" disabled={busy} onClick={() => setPlacement(initial)}>
            {t('setup.reset')}
          </button>
          {onCancel && (
            <button type="button" className="link" onClick={onCancel}>
              {t('common.cancel')}
            </button>
          )}
        </div>
      </section>
    </div>
  );
}
