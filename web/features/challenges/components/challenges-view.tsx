'use client';
import { ProblemNote } from '../../../components/problem';
import { SignInRequired } from '../../../components/sign-in-required';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { useSession } from '../../account/components/session';
import { useChallenges } from '../api/use-challenges';
import { ChallengeRow } from './challenge-row';

/** My challenges: those to me (answer them) and mine (withdraw them), newest first. */
export function ChallengesView() {
  const { me } = useSession();
  if (me === null) return <SignInRequired />;
  if (!me) return null;
  return <Lists me={me.username} />;
}

function Lists({ me }: { me: string }) {
  const { t } = useI18n();
  return (
    <>
      <div className="page-head">
        <h1>{t('challenges.title')}</h1>
      </div>
      <ChallengeList me={me} direction="in" />
      <ChallengeList me={me} direction="out" />
    </>
  );
}

function ChallengeList({ me, direction }: { me: string; direction: 'in' | 'out' }) {
  const { t } = useI18n();
  const list = useChallenges(direction);
  const items = list.data?.items ?? null;
  return (
    <section aria-labelledby={`challenges-${direction}`} data-testid={`challenges-${direction}`}>
      <h2 id={`challenges-${direction}`}>{t(direction === 'in' ? 'challenges.incoming' : 'challenges.outgoing')}</h2>
      <ProblemNote problem={problemOf(list.error)} />
      {items && items.length === 0 && (
        <p className="muted">{t(direction === 'in' ? 'challenges.noneIncoming' : 'challenges.noneOutgoing')}</p>
      )}
      {items && items.length > 0 && (
        <ul className="challenges">
          {items.map((c) => (
            <ChallengeRow key={c.id} challenge={c} me={me} incoming={direction === 'in'} />
          ))}
        </ul>
      )}
    </section>
  );
}
