'use client';
import { useI18n } from '../../../../lib/i18n/provider';
import type { MessageKey } from '../../../../lib/i18n/translate';
import type { Variant } from './types';

/** What may be said in the game (the API's `press`; first = the variant's default) and its reveal. */
export const PRESS: Record<Variant, readonly string[]> = {
  '007': ['table', 'none'],
  coalition: ['full', 'table', 'none'],
};
export const PRESS_REVEAL = ['after-game', 'never'] as const;

/** Who may talk to whom in the game, and whether the talk is revealed when it ends. */
export function PressFields({
  variant,
  press,
  onPress,
  pressReveal,
  onPressReveal,
}: {
  variant: Variant;
  /** The press chosen per variant. */
  press: Record<string, string>;
  onPress: (press: Record<string, string>) => void;
  pressReveal: string;
  onPressReveal: (pressReveal: string) => void;
}) {
  const { t } = useI18n();
  return (
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
          onChange={(e) => onPress({ ...press, [variant]: e.target.value })}
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
          onChange={(e) => onPressReveal(e.target.value)}
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
  );
}
