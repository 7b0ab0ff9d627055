'use client';
import { useEffect, useState } from 'react';
import { api, asProblem, type Problem } from '../../../../../lib/api/client';
import { formatDate } from '../../../../../lib/format';
import { useI18n } from '../../../../../lib/i18n/provider';
import { ProblemNote } from '../../../../_components/problem';

const MAX_NOTES = 20000;

/** My private notes on the game (plans, reminders): nobody else ever sees them. */
export function NotesEditor({ gameId }: { gameId: string }) {
  const { t, locale } = useI18n();
  const [saved, setSaved] = useState<{ text: string; updatedAt: string | null } | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    void api.GET('/games/{id}/notes', { params: { path: { id: gameId } } }).then(({ data, error, response }) => {
      if (!data) return setProblem(asProblem(error, response));
      setSaved(data);
      setText(data.text);
    });
  }, [gameId]);

  const save = async () => {
    setBusy(true);
    setProblem(null);
    const { data, error, response } = await api.PUT('/games/{id}/notes', {
      params: { path: { id: gameId } },
      body: { text },
    });
    setBusy(false);
    if (!data) return setProblem(asProblem(error, response));
    setSaved(data);
    setText(data.text);
  };

  if (!saved) return problem ? <ProblemNote problem={problem} /> : <p className="muted">{t('common.loading')}</p>;
  return (
    <form
      className="talk-notes"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
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
