import type { Locale } from '../i18n/locale';
import { chess007Guide } from './chess007';
import { coalitionGuide } from './coalition';

export type GuideVariant = '007' | 'coalition';

/** The players' guides, by game and language. */
export const GUIDES: Record<GuideVariant, Record<Locale, string>> = {
  '007': chess007Guide,
  coalition: coalitionGuide,
};
