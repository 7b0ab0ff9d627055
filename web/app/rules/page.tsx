import { cookies, headers } from 'next/headers';
import { RulesIndex } from '../../features/rules/components/rules-index';
import { LOCALE_COOKIE, pickLocale } from '../../lib/i18n/locale';

export const dynamic = 'force-dynamic';

/** The header's "Rules": both games, each with its starting position, a line, its guide and its full text. */
export default async function RulesIndexPage() {
  const locale = pickLocale((await cookies()).get(LOCALE_COOKIE)?.value, (await headers()).get('accept-language'));
  return <RulesIndex locale={locale} />;
}
