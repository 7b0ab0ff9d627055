'use client';
import { useI18n } from '../../../lib/i18n/provider';
import { NumberField } from './number-field';

/** The settings of an event that may change until it starts, as the forms hold them. */
export interface EventFieldsForm {
  name: string;
  admission: 'open' | 'invitation';
  allowBots: boolean;
  entriesCloseAt: string;
  startsAt: string;
  minEntrants: number;
  maxEntrants: number;
}

/** A `datetime-local` value (the reader's time) as the API's instant, or null when empty. */
export const instantOf = (local: string): string | null => (local ? new Date(local).toISOString() : null);

/** An API instant as a `datetime-local` value in the reader's time ('' for none). */
export function localOf(instant: string | null | undefined): string {
  if (!instant) return '';
  const d = new Date(instant);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * Name, admission (and whether bot accounts may enter), the close of entries, the planned start and
 * the size of the field.
 */
export function EventFields({ value, onChange }: { value: EventFieldsForm; onChange: (v: EventFieldsForm) => void }) {
  const { t } = useI18n();
  const set = (patch: Partial<EventFieldsForm>) => onChange({ ...value, ...patch });
  return (
    <>
      <label>
        {t('tournaments.form.name')}
        <input
          name="tournament-name"
          required
          maxLength={80}
          value={value.name}
          onChange={(e) => set({ name: e.target.value })}
        />
      </label>
      <label>
        {t('tournaments.form.admission')}
        <select
          name="admission"
          value={value.admission}
          onChange={(e) => set({ admission: e.target.value as EventFieldsForm['admission'] })}
        >
          <option value="open">{t('tournaments.form.admission.open')}</option>
          <option value="invitation">{t('tournaments.form.admission.invitation')}</option>
        </select>
      </label>
      <label className="row">
        <input
          type="checkbox"
          name="allowBots"
          checked={value.allowBots}
          onChange={(e) => set({ allowBots: e.target.checked })}
        />{' '}
        {t('tournaments.form.allowBots')}
      </label>
      <div className="row wrap">
        <label className="field">
          {t('tournaments.form.entriesCloseAt')}
          <input
            type="datetime-local"
            name="entriesCloseAt"
            value={value.entriesCloseAt}
            onChange={(e) => set({ entriesCloseAt: e.target.value })}
          />
        </label>
        <label className="field">
          {t('tournaments.form.startsAt')}
          <input
            type="datetime-local"
            name="startsAt"
            value={value.startsAt}
            onChange={(e) => set({ startsAt: e.target.value })}
          />
        </label>
      </div>
      <div className="row wrap">
        <NumberField
          label={t('tournaments.form.minEntrants')}
          name="minEntrants"
          min={2}
          max={1000}
          value={value.minEntrants}
          onChange={(minEntrants) => set({ minEntrants })}
        />
        <NumberField
          label={t('tournaments.form.maxEntrants')}
          name="maxEntrants"
          min={2}
          max={1000}
          value={value.maxEntrants}
          onChange={(maxEntrants) => set({ maxEntrants })}
        />
      </div>
    </>
  );
}

/** The body of these fields for the API: empty dates are none. */
export const eventFieldsBody = (v: EventFieldsForm) => ({
  name: v.name.trim(),
  admission: v.admission,
  allowBots: v.allowBots,
  entriesCloseAt: instantOf(v.entriesCloseAt),
  startsAt: instantOf(v.startsAt),
  minEntrants: v.minEntrants,
  maxEntrants: v.maxEntrants,
});
