'use client';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../../lib/i18n/provider';
import { readTypedMove } from '../../../lib/typed-move';

/**
 * Typing a move: standard algebraic notation (Nf3, exd5, O-O) where the variant has it, or
 * coordinates (e2e4, d9d10=T) — play without a pointer. `sans` names the legal moves in SAN; it
 * is asked for only when a move is typed.
 */
export function MoveInput({
  legalMoves,
  onMove,
  sans,
}: {
  legalMoves: readonly string[];
  onMove: (move: string) => void;
  sans?: () => ReadonlyMap<string, string>;
}) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const move = readTypedMove(text, legalMoves, sans?.());
    if (!move) {
      setError(t('game.illegal', { move: text.trim() || '—' }));
      return;
    }
    setError(null);
    setText('');
    onMove(move);
  };
  return (
    <form className="move-input" onSubmit={submit} data-testid="move-input">
      <label>
        <span>{t('game.typeMove')}</span>
        <input
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t(sans ? 'game.typeMoveHintSan' : 'game.typeMoveHint')}
          autoComplete="off"
          spellCheck={false}
          aria-describedby="move-error"
        />
      </label>
      <button type="submit" className="button small">
        {t('game.play')}
      </button>
      {error && (
        <p id="move-error" className="problem" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
