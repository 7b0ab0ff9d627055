import { seatLabel } from '../../../lib/format';
import type { Translate } from '../../../lib/i18n/translate';

/** A channel's name: the table, or its members' seats ("Yellow + Green"). */
export function channelName(t: Translate, id: string): string {
  return id === 'table'
    ? t('talk.table')
    : id
        .split('+')
        .map((s) => seatLabel(t, s))
        .join(' + ');
}
