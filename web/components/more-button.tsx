'use client';
import { useI18n } from '../lib/i18n/provider';
import type { MessageKey } from '../lib/i18n/translate';

/** "More" under a cursor-paged list: shown while the API has a next page, busy while it loads. */
export function MoreButton({
  query,
  label = 'common.more',
  testId = 'more',
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label?: MessageKey;
  testId?: string;
}) {
  const { t } = useI18n();
  if (!query.hasNextPage) return null;
  return (
    <p>
      <button
        type="button"
        className="button secondary small"
        data-testid={testId}
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {query.isFetchingNextPage ? t('common.loading') : t(label)}
      </button>
    </p>
  );
}
