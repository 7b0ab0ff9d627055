import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { hasGuide, RulesGuide } from '../../../features/rules/components/rules-guide';
import { LOCALE_COOKIE, pickLocale } from '../../../lib/i18n/locale';

export const dynamic = 'force-dynamic';

/** The players' guide to one game, in the dashboard's language (features/rules); 404 for any other name. */
export default async function RulesGuidePage({ params }: { params: Promise<{ variant: string }> }) {
  const { variant } = await params;
  if (!hasGuide(variant)) notFound();
  const locale = pickLocale((await cookies()).get(LOCALE_COOKIE)?.value, (await headers()).get('accept-language'));
  return <RulesGuide game={variant} locale={locale} />;
}
