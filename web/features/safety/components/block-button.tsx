'use client';
import { ProblemNote } from '../../../components/problem';
import type { PublicUser } from '../../../lib/api/client';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { useBlock } from '../api/use-block';
import { useBlocks } from '../api/use-blocks';

/**
 * On a player's page: block them, or unblock them when they are among the blocks loaded (blocking
 * again changes nothing, so a block beyond the first page only shows "Block" once more).
 */
export function BlockButton({ user }: { user: PublicUser }) {
  const { t } = useI18n();
  const list = useBlocks({ enabled: true });
  const change = useBlock();
  const blocked = list.data?.pages.some((p) => p.items.some((b) => b.user.id === user.id)) ?? false;
  return (
    <span className="row" data-testid="block-player">
      {blocked && <span className="muted small">{t('blocks.isBlocked', { name: user.displayName })}</span>}
      <button
        type="button"
        className="button small secondary"
        disabled={change.isPending || !list.data}
        onClick={() => change.mutate({ username: user.username, block: !blocked })}
      >
        {blocked ? t('blocks.unblock') : t('blocks.blockPlayer', { name: user.displayName })}
      </button>
      <ProblemNote problem={problemOf(change.error)} />
    </span>
  );
}
