'use client';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { type AbandonedChoice, AbandonedChoiceFields } from '../../../components/abandoned-choice';
import { ProblemNote } from '../../../components/problem';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { TimeControlFields } from '../../games/components/new-game/time-control-fields';
import type { TimeControlForm } from '../../games/components/new-game/types';
import { DEFAULT_TIME_CONTROL_FORM } from '../../games/components/new-game/types';
import { type NewTournament, useCreateTournament } from '../api/use-tournament-admin';
import { EventFields, type EventFieldsForm, eventFieldsBody } from './event-fields';
import { type Format, FORMATS_OF, FormatFields, type FormatForm, formatBody, type Variant } from './format-fields';

/**
 * A new tournament of the club (owners and admins): name, variant, a format that fits it and its
 * options, the games' time control and abandoned seats (Coalition Chess; a 007 departure is a
 * forfeit), the close of entries, the planned start, the size of the field and who may enter.
 * Created, the event's page opens.
 */
export function NewTournamentForm({ clubId }: { clubId: string }) {
  const { t } = useI18n();
  const router = useRouter();
  const creating = useCreateTournament(clubId);
  const [variant, setVariant] = useState<Variant>('007');
  const [format, setFormat] = useState<Format>('round-robin');
  const [opts, setOpts] = useState<FormatForm>({
    double: false,
    rounds: 5,
    bye: 'win',
    cycles: 1,
    computerLevel: 'greedy',
  });
  const [event, setEvent] = useState<EventFieldsForm>({
    name: '',
    admission: 'open',
    allowBots: false,
    entriesCloseAt: '',
    startsAt: '',
    minEntrants: 3,
    maxEntrants: 100,
  });
  const [tc, setTc] = useState<TimeControlForm>(DEFAULT_TIME_CONTROL_FORM);
  const [abandoned, setAbandoned] = useState<AbandonedChoice>({ mode: 'resign', level: 'greedy' });
  // The field's size follows the format, as the API's defaults do (a Swiss needs more entrants than rounds).
  const chooseFormat = (f: Format, o: FormatForm = opts) => {
    setFormat(f);
    setOpts(o);
    const min = f === 'round-robin' ? 3 : f === 'swiss' ? o.rounds + 1 : 4;
    const max = f === 'round-robin' ? (o.double ? 50 : 100) : 1000;
    setEvent({
      ...event,
      minEntrants: Math.max(event.minEntrants, min),
      maxEntrants: Math.min(event.maxEntrants, max),
    });
    if (f !== format) setEvent({ ...event, minEntrants: min, maxEntrants: max });
  };
  const chooseVariant = (v: Variant) => {
    setVariant(v);
    chooseFormat(FORMATS_OF[v][0]);
  };
  const create = (e: FormEvent) => {
    e.preventDefault();
    const body: NewTournament = {
      ...eventFieldsBody(event),
      variant,
      format,
      ...formatBody(format, opts),
      timeControl:
        tc.type === 'per-move'
          ? { type: 'per-move', days: tc.days }
          : { type: 'bank', initialDays: tc.initialDays, incrementDays: tc.incrementDays, maxDays: tc.maxDays },
      options:
        variant === 'coalition'
          ? { abandoned: abandoned.mode, ...(abandoned.mode === 'resign' ? {} : { abandonedLevel: abandoned.level }) }
          : {},
    };
    creating.mutate(body, { onSuccess: (created) => router.push(`/tournaments/${created.id}`) });
  };
  return (
    <section className="panel" style={{ maxWidth: '34rem' }} data-testid="new-tournament">
      <h2>{t('tournaments.create')}</h2>
      <ProblemNote problem={problemOf(creating.error)} />
      <form className="form" onSubmit={create}>
        <EventFields value={event} onChange={setEvent} />
        <FormatFields
          variant={variant}
          format={format}
          value={opts}
          onVariant={chooseVariant}
          onFormat={(f) => chooseFormat(f)}
          onChange={(o) => chooseFormat(format, o)}
        />
        <TimeControlFields tc={tc} onChange={setTc} />
        {variant === 'coalition' && <AbandonedChoiceFields value={abandoned} onChange={setAbandoned} />}
        <div>
          <button type="submit" className="button" disabled={creating.isPending}>
            {t('tournaments.create')}
          </button>
        </div>
      </form>
    </section>
  );
}
