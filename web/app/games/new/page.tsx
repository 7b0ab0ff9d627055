'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useCreateGame } from '../../../features/games/api/use-create-game';
import type { CreateGame } from '../../../lib/api/client';
import { SEAT_ORDER, seatLabel } from '../../../lib/format';
import { GAME_OPTIONS, optionHelp, optionValueWords, optionWords } from '../../../lib/game-options';
import { useI18n } from '../../../lib/i18n/provider';
import type { MessageKey } from '../../../lib/i18n/translate';
import { problemOf } from '../../../lib/query/api-error';
import { PieceGlyph } from '../../../components/board/glyphs';
import { ProblemNote } from '../../../components/problem';
import { useSession } from '../../../components/session';
import { SignInRequired } from '../../../components/sign-in-required';
import { type AbandonedChoice, AbandonedChoiceFields } from '../../../components/abandoned-choice';

type Variant = '007' | 'coalition';
type SeatMode = 'me' | 'open' | 'invite' | 'strawman';

/** What may be said in the game (the API's `press`; first = the variant's default) and its reveal. */
const PRESS: Record<Variant, readonly string[]> = { '007': ['table', 'none'], coalition: ['full', 'table', 'none'] };
const PRESS_REVEAL = ['after-game', 'never'] as const;

/**
 * New game: the variant, every option in words with a one-line explanation and the players' guide a click away, the
 * time control, and how each seat is filled (me, open, an invitation, a strawman seat of mine).
 */
export default function NewGamePage() {
  const { t } = useI18n();
  const { me } = useSession();
  const router = useRouter();
  const [variant, setVariant] = useState<Variant>('007');
  const [options, setOptions] = useState<Record<string, string | boolean>>({});
  const [tc, setTc] = useState({
    type: 'per-move' as 'per-move' | 'bank',
    days: 3,
    initialDays: 10,
    incrementDays: 1,
    maxDays: 30,
  });
  const [press, setPress] = useState<Record<string, string>>({});
  const [pressReveal, setPressReveal] = useState<string>(PRESS_REVEAL[0]);
  const [seats, setSeats] = useState<Record<string, { mode: SeatMode; invite: string }>>({});
  const [abandoned, setAbandoned] = useState<AbandonedChoice>({ mode: 'resign', level: 'greedy' });
  const creating = useCreateGame();
  const problem = problemOf(creating.error);
  const busy = creating.isPending;

  const seatNames = SEAT_ORDER[variant];
  const seatOf = (s: string, i: number) => seats[`${variant}:${s}`] ?? { mode: i === 0 ? 'me' : 'open', invite: '' };
  const setSeat = (s: string, i: number, patch: Partial<{ mode: SeatMode; invite: string }>) =>
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
  const meCount = seatNames.filter((s, i) => seatOf(s, i).mode === 'me' || seatOf(s, i).mode === 'strawman').length;

  return (
    <form className="new-game" onSubmit={submit} data-testid="new-game">
      <h1>{t('new.title')}</h1>
      <section className="panel">
        <h2>{t('new.variant')}</h2>
        <div className="variant-pick">
          {(['007', 'coalition'] as const).map((v) => (
            <label key={v} className={variant === v ? 'on' : ''}>
              <input type="radio" name="variant" value={v} checked={variant === v} onChange={() => setVariant(v)} />
              <PieceGlyph
                piece={v === '007' ? 'knight' : 'tank'}
                color={v === '007' ? 'white' : 'yellow'}
                variant={v}
                size={44}
              />
              <span>
                <strong>{t(`variant.${v}` as MessageKey)}</strong>
                <br />
                <span className="muted small">{t(`variant.${v}.blurb` as MessageKey)}</span>
              </span>
            </label>
          ))}
        </div>
      </section>
      <section className="panel">
        <h2>{t('new.options')}</h2>
        {GAME_OPTIONS[variant].map((o) => {
          const key = `${variant}:${o.name}`;
          const value = options[key] ?? o.values[0];
          const words = (
            <span className="option-words">
              <strong>{optionWords(t, variant, o.name)}</strong>
              <span className="help muted small">{optionHelp(t, variant, o.name)}</span>
            </span>
          );
          return typeof o.values[0] === 'boolean' ? (
            <label key={key} className="option" data-option={o.name}>
              <input
                type="checkbox"
                name={o.name}
                checked={value === true}
                onChange={(e) => setOptions({ ...options, [key]: e.target.checked })}
              />
              {words}
            </label>
          ) : (
            <label key={key} className="option" data-option={o.name}>
              {words}
              <select
                name={o.name}
                value={String(value)}
                onChange={(e) => setOptions({ ...options, [key]: e.target.value })}
              >
                {o.values.map((v) => (
                  <option key={String(v)} value={String(v)}>
                    {optionValueWords(t, variant, o.name, String(v))}
                  </option>
                ))}
              </select>
            </label>
          );
        })}
        <p className="small">
          <Link href={`/rules/${variant}`} target="_blank">
            {t('new.rulesLink', { variant: t(`variant.${variant}` as MessageKey) })}
          </Link>
        </p>
        <AbandonedChoiceFields value={abandoned} onChange={setAbandoned} />
      </section>
      <section className="panel" data-testid="new-press">
        <h2>{t('new.press')}</h2>
        <label className="option" data-option="press">
          <span className="option-words">
            <strong>{t('new.pressTitle')}</strong>
            <span className="help muted small">{t('new.pressWhat')}</span>
          </span>
          <select
            name="press"
            value={press[variant] ?? PRESS[variant][0]}
            onChange={(e) => setPress({ ...press, [variant]: e.target.value })}
          >
            {PRESS[variant].map((v) => (
              <option key={v} value={v}>
                {t(`new.press.${v}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        <label className="option" data-option="pressReveal">
          <span className="option-words">
            <strong>{t('new.pressRevealTitle')}</strong>
            <span className="help muted small">{t('new.pressRevealWhat')}</span>
          </span>
          <select
            name="pressReveal"
            value={pressReveal}
            disabled={(press[variant] ?? PRESS[variant][0]) === 'none'}
            onChange={(e) => setPressReveal(e.target.value)}
          >
            {PRESS_REVEAL.map((v) => (
              <option key={v} value={v}>
                {t(`new.pressReveal.${v}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        <p className="muted small">{t('new.pressHelp')}</p>
      </section>
      <section className="panel">
        <h2>{t('new.timeControl')}</h2>
        <div className="row wrap">
          <label className="row">
            <input
              type="radio"
              name="tc"
              checked={tc.type === 'per-move'}
              onChange={() => setTc({ ...tc, type: 'per-move' })}
            />{' '}
            {t('new.perMove')}
          </label>
          <label className="row">
            <input
              type="radio"
              name="tc"
              checked={tc.type === 'bank'}
              onChange={() => setTc({ ...tc, type: 'bank' })}
            />{' '}
            {t('new.bank')}
          </label>
        </div>
        <div className="row wrap" style={{ marginTop: '0.6rem' }}>
          {tc.type === 'per-move' ? (
            <label className="field">
              {t('new.days')}
              <input
                type="number"
                min={1}
                max={30}
                value={tc.days}
                onChange={(e) => setTc({ ...tc, days: Number(e.target.value) })}
              />
            </label>
          ) : (
            <>
              <label className="field">
                {t('new.initialDays')}
                <input
                  type="number"
                  min={1}
                  max={90}
                  value={tc.initialDays}
                  onChange={(e) => setTc({ ...tc, initialDays: Number(e.target.value) })}
                />
              </label>
              <label className="field">
                {t('new.incrementDays')}
                <input
                  type="number"
                  min={0}
                  max={30}
                  value={tc.incrementDays}
                  onChange={(e) => setTc({ ...tc, incrementDays: Number(e.target.value) })}
                />
              </label>
              <label className="field">
                {t('new.maxDays')}
                <input
                  type="number"
                  min={1}
                  max={180}
                  value={tc.maxDays}
                  onChange={(e) => setTc({ ...tc, maxDays: Number(e.target.value) })}
                />
              </label>
            </>
          )}
        </div>
      </section>
      <section className="panel">
        <h2>{t('new.seats')}</h2>
        <div className="seat-rows">
          {seatNames.map((s, i) => {
            const seat = seatOf(s, i);
            return (
              <div key={s} className="seat-row" data-seat={s}>
                <span>
                  <i className={`dot ${s}`} aria-hidden="true" />
                  <strong>{seatLabel(t, s)}</strong>
                </span>
                <select
                  aria-label={seatLabel(t, s)}
                  name={`seat-${s}`}
                  value={seat.mode}
                  onChange={(e) => setSeat(s, i, { mode: e.target.value as SeatMode })}
                >
                  <option value="me">
                    {meCount > 0 && seat.mode !== 'me' && variant === 'coalition'
                      ? t('new.seatStrawman')
                      : t('new.seatMe')}
                  </option>
                  <option value="open">{t('new.seatOpen')}</option>
                  <option value="invite">{t('new.seatInvite')}</option>
                </select>
                {seat.mode === 'invite' && (
                  <input
                    name={`invite-${s}`}
                    placeholder={t('new.seatInvitePlaceholder')}
                    value={seat.invite}
                    onChange={(e) => setSeat(s, i, { invite: e.target.value })}
                  />
                )}
              </div>
            );
          })}
        </div>
      </section>
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
