'use client';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../../../lib/i18n/provider';

/** Typing a move in coordinate form (e2e4, d9d10=T): play without a pointer. */
export function MoveInput({ legalMoves, onMove }: { legalMoves: readonly string[]; onMove: (move: string) => void }) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const raw = text.trim().replace(/\s+/g, '').replace(/-/g, '');
    const m = /^([a-jA-J](?:10|[1-9]))([a-jA-J](?:10|[1-9]))(?:=?([a-zA-Z]))?$/.exec(raw);
    const move = m ? `${m[1].toLowerCase()}${m[2].toLowerCase()}${m[3] ? `=${m[3].toUpperCase()}` : ''}` : raw;
    if (!legalMoves.includes(move)) {
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
          placeholder={t('game.typeMoveHint')}
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
