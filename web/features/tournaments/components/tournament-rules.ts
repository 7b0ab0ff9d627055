import type { components } from '../../../lib/api/schema';
import type { Locale } from '../../../lib/i18n/locale';
import type { MessageKey, Translate } from '../../../lib/i18n/translate';

type Tournament = components['schemas']['TournamentDto'];

/**
 * The rules of an event in the reader's language, composed from its settings (the server's
 * `rules` are English, for API clients): the format, the points, the tie-breaks in their order
 * and what a withdrawal or a time-out does.
 */
export function tournamentRules(x: Tournament, t: Translate, locale: Locale): string[] {
  const o = x.formatOptions;
  // Points in the reader's notation (½ point: 0.5, 0,5).
  const n = new Intl.NumberFormat(locale);
  const p = Object.fromEntries(Object.entries(x.pointsTable).map(([k, v]) => [k, n.format(v)])) as Record<
    keyof Tournament['pointsTable'],
    string
  >;
  const out: string[] = [];
  if (x.format === 'round-robin') out.push(t(o.double ? 'tournaments.rules.robinDouble' : 'tournaments.rules.robin'));
  if (x.format === 'swiss') {
    const bye = o.bye === 'draw' ? p.draw : o.bye === 'loss' ? p.loss : p.win;
    out.push(t('tournaments.rules.swiss', { rounds: o.rounds ?? 0, bye }));
  }
  if (x.format === 'coalition-rotation')
    out.push(
      t('tournaments.rules.rotation', {
        rounds: 4 * (o.cycles ?? 1),
        level: t(`computer.level.${o.computerLevel ?? 'greedy'}` as MessageKey),
      }),
    );
  out.push(
    x.variant === '007'
      ? t('tournaments.rules.points007', { win: p.win, draw: p.draw, loss: p.loss })
      : t('tournaments.rules.pointsCoalition', {
          win: p.win,
          draw: p.draw,
          loss: p.loss,
          coalitionAbort: p.coalitionAbort,
          noCoalition: p.noCoalition,
        }),
  );
  out.push(
    t('tournaments.rules.tieBreaks', {
      order: x.tieBreaks.map((b) => t(`tournaments.tieBreak.${b}` as MessageKey)).join(', '),
    }),
  );
  const abandoned = (x.options as { abandoned?: string }).abandoned ?? 'resign';
  out.push(
    x.variant === '007'
      ? t('tournaments.rules.leave007')
      : t('tournaments.rules.leaveCoalition', { abandoned: t(`new.abandoned.${abandoned}` as MessageKey) }),
  );
  return out;
}
