'use client';
import { useState } from 'react';
import { useNotes } from '../api/use-notes';
import { useSaveNotes } from '../api/use-save-notes';
import { formatDate } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { ProblemNote } from '../../../components/problem';

const MAX_NOTES = 20000;

/** My private notes on the game (plans, reminders): nobody else ever sees them. */
export function NotesEditor({ gameId }: { gameId: string }) {
  const { t, locale } = useI18n();
  const notes = useNotes(gameId);
  const saved = notes.data ?? null;
  const saveNotes = useSaveNotes(gameId);
  const busy = saveNotes.isPending;
  const problem = problemOf(notes.error ?? saveNotes.error);
  // What is typed; the saved text until the first keystroke.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? saved?.text ?? '';
  const setText = (value: string) => setTyped(value);
  const save = () => saveNotes.mutate(text, { onSuccess: () => setTyped(null) });

  if (!saved) return problem ? <ProblemNote problem={problem} /> : <p className="muted">{t('common.loading')}</p>;
  return (
    <form
      className="talk-notes"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <p className="muted small">{t('talk.notesHint')}</p>
      <textarea
        name="notes"
        rows={6}
        maxLength={MAX_NOTES}
        value={text}
        aria-label={t('talk.notes')}
        onChange={(e) => setText(e.target.value)}
        data-testid="notes-input"
      />
      <div className="row">
        <span className="muted small" data-testid="notes-saved">
          {saved.updatedAt ? t('talk.notesSaved', { when: formatDate(locale, saved.updatedAt) }) : ''}
        </span>
        <button type="submit" className="button small" disabled={busy || text === saved.text} data-testid="notes-save">
          {t('common.save')}
        </button>
      </div>
      <ProblemNote problem={problem} />
    </form>
  );
}
