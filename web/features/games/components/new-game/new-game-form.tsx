'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { AbandonedChoice } from '../../../../components/abandoned-choice';
import { ProblemNote } from '../../../../components/problem';
import { useSession } from '../../../account/components/session';
import { SignInRequired } from '../../../../components/sign-in-required';
import type { CreateGame } from '../../../../lib/api/client';
import { SEAT_ORDER } from '../../../../lib/format';
import { GAME_OPTIONS } from '../../../../lib/game-options';
import { useI18n } from '../../../../lib/i18n/provider';
import { problemOf } from '../../../../lib/query/api-error';
import { useCreateGame } from '../../api/use-create-game';
import { AnalysisField, type AnalysisRule, defaultAnalysisRule } from './analysis-field';
import { GameOptionsFields } from './game-options-fields';
import { PRESS, PRESS_REVEAL, PressFields } from './press-fields';
import { SeatRows } from './seat-rows';
import { TimeControlFields } from './time-control-fields';
import type { SeatChoice, TimeControlForm, Variant } from './types';
import { DEFAULT_TIME_CONTROL_FORM } from './types';
import { VariantPick } from './variant-pick';

/**
 * New game: the variant, every option in words with a one-line explanation and the players' guide a click away, the
 * time control, and how each seat is filled (me, open, an invitation, a strawman seat of mine).
 */
export function NewGameForm() {
  const { t } = useI18n();
  const { me } = useSession();
  const router = useRouter();
  const [variant, setVariant] = useState<Variant>('007');
  const [options, setOptions] = useState<Record<string, string | boolean>>({});
  const [tc, setTc] = useState<TimeControlForm>(DEFAULT_TIME_CONTROL_FORM);
  const [press, setPress] = useState<Record<string, string>>({});
  const [pressReveal, setPressReveal] = useState<string>(PRESS_REVEAL[0]);
  const [analysis, setAnalysis] = useState<Record<string, AnalysisRule>>({});
  const [seats, setSeats] = useState<Record<string, SeatChoice>>({});
  const [abandoned, setAbandoned] = useState<AbandonedChoice>({ mode: 'resign', level: 'greedy' });
  const creating = useCreateGame();
  const problem = problemOf(creating.error);
  const busy = creating.isPending;

  const seatNames = SEAT_ORDER[variant];
  const seatOf = (s: string, i: number): SeatChoice =>
    seats[`${variant}:${s}`] ?? { mode: i === 0 ? 'me' : 'open', invite: '' };
  const setSeat = (s: string, i: number, patch: Partial<SeatChoice>) =>
    setSeats({ ...seats, [`${variant}:${s}`]: { ...seatOf(s, i), ...patch } });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = Object.fromEntries(
      GAME_OPTIONS[variant].map((o) => [o.name, options[`${variant}:${o.name}`] ?? o.values[0]]),
    );
    const chosenPress = (press[variant] ?? PRESS[variant][0]) as NonNullable<CreateGame['press']>;
    const body: CreateGame = {
      variant,
      // The form offers exactly the rules' names and values (GAME_OPTIONS); the engine checks them.
      options: chosen as CreateGame['options'],
      press: chosenPress,
      pressReveal: pressReveal as NonNullable<CreateGame['pressReveal']>,
      abandoned: abandoned.mode,
      analysis: analysis[variant] ?? defaultAnalysisRule(variant),
      ...(abandoned.mode === 'resign' ? {} : { abandonedLevel: abandoned.level }),
      timeControl:
        tc.type === 'per-move'
          ? { type: 'per-move', days: tc.days }
          : { type: 'bank', initialDays: tc.initialDays, incrementDays: tc.incrementDays, maxDays: tc.maxDays },
      seats: seatNames.flatMap((s, i): NonNullable<CreateGame['seats']> => {
        const seat = seatOf(s, i);
        if (seat.mode === 'me' || seat.mode === 'strawman') return [{ seat: s, me: true }];
        if (seat.mode === 'invite' && seat.invite.trim()) return [{ seat: s, invite: seat.invite.trim() }];
        return [];
      }),
    };
    creating.mutate(body, { onSuccess: (game) => router.push(`/games/${game.id}`) });
  };

  if (me === null) return <SignInRequired />;

  return (
    <form className="new-game" onSubmit={submit} data-testid="new-game">
      <h1>{t('new.title')}</h1>
      <VariantPick variant={variant} onChange={setVariant} />
      <GameOptionsFields
        variant={variant}
        options={options}
        onOptions={setOptions}
        abandoned={abandoned}
        onAbandoned={setAbandoned}
      />
      <PressFields
        variant={variant}
        press={press}
        onPress={setPress}
        pressReveal={pressReveal}
        onPressReveal={setPressReveal}
      />
      <section className="panel" data-testid="new-analysis">
        <AnalysisField variant={variant} value={analysis} onChange={setAnalysis} />
      </section>
      <TimeControlFields tc={tc} onChange={setTc} />
      <SeatRows variant={variant} seatNames={seatNames} seatOf={seatOf} onSeat={setSeat} />
      <p className="muted small">
        {t('ladders.newGameHint')} <Link href="/clubs">{t('nav.clubs')}</Link>
      </p>
      <ProblemNote problem={problem} />
      <div>
        <button type="submit" className="button" disabled={busy} data-testid="create-game">
          {t('new.create')}
        </button>
      </div>
    </form>
  );
}
