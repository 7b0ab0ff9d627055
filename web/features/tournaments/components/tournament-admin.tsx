'use client';
import { useState, type FormEvent } from 'react';
import { ProblemNote } from '../../../components/problem';
import type { Tournament } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { useAddEntrant, useChangeTournament, useStartTournament } from '../api/use-tournament-admin';
import { EventFields, type EventFieldsForm, eventFieldsBody, localOf } from './event-fields';

/**
 * A club admin's controls of an event before its start: add a member, change what may still
 * change (name, admission, bots, dates, size of the field; variant and format are fixed), and start.
 * The `starting` progress shows on the event's head while the games are being created.
 */
export function TournamentAdmin({ tournament: x }: { tournament: Tournament }) {
  const { t } = useI18n();
  const adding = useAddEntrant(x.id);
  const changing = useChangeTournament(x.id);
  const starting = useStartTournament(x.id);
  const [player, setPlayer] = useState('');
  const [editing, setEditing] = useState<EventFieldsForm | null>(null);
  const problem = problemOf(adding.error ?? changing.error ?? starting.error);
  const add = (e: FormEvent) => {
    e.preventDefault();
    adding.mutate(player.trim(), { onSuccess: () => setPlayer('') });
  };
  const change = (e: FormEvent) => {
    e.preventDefault();
    if (editing) changing.mutate(eventFieldsBody(editing), { onSuccess: () => setEditing(null) });
  };
  const edit = () =>
    setEditing({
      name: x.name,
      admission: x.admission as EventFieldsForm['admission'],
      allowBots: x.allowBots,
      entriesCloseAt: localOf(x.entriesCloseAt),
      startsAt: localOf(x.startsAt),
      minEntrants: x.minEntrants,
      maxEntrants: x.maxEntrants,
    });
  return (
    <section className="panel" data-testid="tournament-admin">
      <h2>{t('tournaments.admin')}</h2>
      <ProblemNote problem={problem} />
      <form className="row wrap" onSubmit={add}>
        <label className="field">
          {t('tournaments.addMember')}
          <input
            name="member"
            required
            maxLength={32}
            placeholder={t('tournaments.addMember.placeholder')}
            value={player}
            onChange={(e) => setPlayer(e.target.value)}
          />
        </label>
        <button type="submit" className="button" disabled={adding.isPending} data-testid="add-member">
          {t('tournaments.addMember.submit')}
        </button>
      </form>
      {editing ? (
        <form className="form" onSubmit={change} data-testid="change-tournament">
          <p className="small muted">{t('tournaments.change.help')}</p>
          <EventFields value={editing} onChange={setEditing} />
          <div className="row wrap">
            <button type="submit" className="button" disabled={changing.isPending}>
              {t('tournaments.change.save')}
            </button>
            <button type="button" className="button secondary" onClick={() => setEditing(null)}>
              {t('tournaments.change.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="row wrap">
          <button type="button" className="button secondary" onClick={edit} data-testid="change">
            {t('tournaments.change')}
          </button>
          <button
            type="button"
            className="button"
            disabled={starting.isPending || x.entrants < x.minEntrants}
            onClick={() => starting.mutate()}
            data-testid="start"
          >
            {t('tournaments.start')}
          </button>
        </div>
      )}
      {x.entrants < x.minEntrants && (
        <p className="small muted">{t('tournaments.start.needs', { n: x.minEntrants })}</p>
      )}
    </section>
  );
}
