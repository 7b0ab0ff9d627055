import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { FullRules } from '../../../../features/rules/components/full-rules';
import { rulesFileOf } from '../../../../features/rules/lib/rules-files';
import { LOCALE_COOKIE, pickLocale } from '../../../../lib/i18n/locale';

export const dynamic = 'force-dynamic';

/** The full text of a game's rules with diagrams (features/rules); `?lang=` picks the text's language. */
export default async function RulesPage({
  params,
  searchParams,
}: {
  params: Promise<{ variant: string }>;
  searchParams: Promise<{ lang?: string | string[] }>;
}) {
  const { variant } = await params;
  const { lang } = await searchParams;
  const file = rulesFileOf(variant);
  if (!file) notFound();
  const locale = pickLocale((await cookies()).get(LOCALE_COOKIE)?.value, (await headers()).get('accept-language'));
  return <FullRules variant={variant} file={file} lang={lang} locale={locale} />;
}
