'use client';
import { useState, type FormEvent } from 'react';
import { ProblemNote } from '../../../components/problem';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { problemOf } from '../../../lib/query/api-error';
import { useModerationAct, type ModerationAct } from '../api/use-moderation';

type Action = ModerationAct['action'];
const ACTIONS: Action[] = ['dismiss', 'warn', 'mute', 'suspend', 'reinstate', 'close', 'annul'];
const TO_PERSON: Action[] = ['warn', 'mute', 'suspend', 'reinstate', 'close'];

/**
 * One action on a report, with the reason for the audit log: the fields an action takes appear
 * with it (days for a mute or suspension, a person for a game or club report, words to the person).
 */
export function ModerationActForm({ reportId, namesPerson }: { reportId: string; namesPerson: boolean }) {
  const { t } = useI18n();
  const act = useModerationAct(reportId);
  const [action, setAction] = useState<Action>('dismiss');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  const [days, setDays] = useState('');
  const [user, setUser] = useState('');
  const toPerson = TO_PERSON.includes(action);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: ModerationAct = { action, reason: reason.trim() };
    if (toPerson && message.trim()) body.message = message.trim();
    if ((action === 'mute' || action === 'suspend') && days.trim()) body.days = Number(days);
    if (toPerson && !namesPerson && user.trim()) body.user = user.trim();
    act.mutate(body, { onSuccess: () => setReason('') });
  };

  return (
    <section className="panel" data-testid="moderation-act">
      <h2>{t('moderation.act')}</h2>
      <form className="form" onSubmit={submit}>
        <label>
          {t('moderation.action')}
          <select name="action" value={action} onChange={(e) => setAction(e.target.value as Action)}>
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`moderation.action.${a}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        {(action === 'mute' || action === 'suspend') && (
          <label>
            {t('moderation.days')}
            <input
              name="days"
              type="number"
              min={1}
              max={action === 'mute' ? 365 : 3650}
              required={action === 'mute'}
              value={days}
              onChange={(e) => setDays(e.target.value)}
            />
          </label>
        )}
        {toPerson && !namesPerson && (
          <label>
            {t('moderation.user')}
            <input name="user" required value={user} onChange={(e) => setUser(e.target.value)} />
          </label>
        )}
        {toPerson && (
          <label>
            {t('moderation.message')}
            <textarea
              name="message"
              rows={2}
              maxLength={2000}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </label>
        )}
        <label>
          {t('moderation.reason')}
          <textarea
            name="reason"
            rows={2}
            required
            maxLength={2000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        <div>
          <button type="submit" className="button" disabled={act.isPending || reason.trim() === ''}>
            {t('moderation.submit')}
          </button>
        </div>
        {act.isSuccess && (
          <p className="ok" role="status" data-testid="moderation-done">
            {t('moderation.done')}
          </p>
        )}
        <ProblemNote problem={problemOf(act.error)} />
      </form>
    </section>
  );
}
