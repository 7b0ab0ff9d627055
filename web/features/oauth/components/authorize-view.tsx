'use client';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useAnswerAuthorization } from '../api/use-answer-authorization';
import { useAuthorizationRequest } from '../api/use-authorization-request';
import { useI18n } from '../../../lib/i18n/provider';
import { problemOf } from '../../../lib/query/api-error';
import { ProblemNote } from '../../../components/problem';
import { useSession } from '../../account/components/session';

/** The RFC 6749 parameters this page passes on; the API ignores anything else. */
const PARAMS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;
type Params = Partial<Record<(typeof PARAMS)[number], string>>;

/**
 * The OAuth authorization endpoint (the issuer's `authorization_endpoint`): an app sends the
 * person here; the page names the app and each scope, and sends the answer back to the app.
 *
 * A client component on purpose: an app's link is a cross-site navigation, on which the browser
 * withholds the SameSite=Strict session cookie, so a server render would see a signed-out
 * visitor. The page's own requests to /api are same-site and carry it. The answer is a JSON POST
 * from this origin (the API refuses foreign origins), and next.config forbids framing the page.
 */
export function AuthorizeView() {
  const { t } = useI18n();
  const { me } = useSession();
  const [search, setSearch] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => setSearch(window.location.search), []);
  const params = paramsOf(search ?? '');
  const request = useAuthorizationRequest(me?.id, search, params);
  const answering = useAnswerAuthorization();
  const leave = (location: string) => {
    setLeaving(true);
    window.location.assign(location);
  };
  // Asked about a request, the API may answer where to go at once (approved before, or invalid
  // in a way the app is told about); else it is a consent to ask for.
  const redirect = request.data?.kind === 'redirect' ? request.data.location : undefined;
  const outcome = request.data?.kind === 'redirect' ? null : (request.data ?? null);
  useEffect(() => {
    if (redirect) leave(redirect);
  }, [redirect]);

  const answer = (decision: 'allow' | 'deny') =>
    answering.mutate(
      { ...params, decision },
      { onSuccess: (answered) => answered.location && leave(answered.location) },
    );
  const problem = problemOf(request.error ?? answering.error);

  if (me === null) {
    const next = `/oauth/authorize${search ?? ''}`;
    return (
      <section className="card auth" data-testid="oauth-sign-in">
        <h1>{t('oauth.title')}</h1>
        <p>{t('oauth.signInFirst')}</p>
        <Link className="button" href={`/signin?next=${encodeURIComponent(next)}`}>
          {t('nav.signIn')}
        </Link>
      </section>
    );
  }
  if (leaving) return <p className="muted">{t('oauth.redirecting')}</p>;
  if (problem && !outcome) {
    return (
      <section className="card auth" data-testid="oauth-invalid">
        <h1>{t('oauth.title')}</h1>
        <p>{t('oauth.invalid')}</p>
        <ProblemNote problem={problem} />
      </section>
    );
  }
  if (!me || !outcome?.client) return <p className="muted">{t('common.loading')}</p>;

  return (
    <section className="card auth" data-testid="oauth-consent">
      <h1 data-testid="oauth-question">{t('oauth.question', { app: outcome.client.name })}</h1>
      <p className="muted">{t('oauth.registeredBy', { owner: outcome.client.owner })}</p>
      <p>{t('oauth.signedInAs', { username: me.username })}</p>
      <p>{t('oauth.wants')}</p>
      <ul>
        {(outcome.scopes ?? []).map((scope) => (
          <li key={scope} data-testid="oauth-scope" data-scope={scope}>
            {t(`scope.${scope}`)}
          </li>
        ))}
      </ul>
      <p className="muted small">{t('oauth.returnTo', { target: targetOf(params.redirect_uri) })}</p>
      <ProblemNote problem={problem} />
      <div className="row">
        <button type="button" className="button" data-testid="oauth-allow" onClick={() => void answer('allow')}>
          {t('oauth.allow')}
        </button>
        <button type="button" className="button secondary" data-testid="oauth-deny" onClick={() => void answer('deny')}>
          {t('oauth.deny')}
        </button>
      </div>
      <p className="muted small">{t('oauth.later')}</p>
    </section>
  );
}

function paramsOf(search: string): Params {
  const query = new URLSearchParams(search);
  const params: Params = {};
  for (const name of PARAMS) {
    // Repeated parameters are passed as they came, so the API can refuse them.
    const values = query.getAll(name);
    if (values.length === 1) params[name] = values[0];
    else if (values.length > 1) params[name] = values as unknown as string;
  }
  return params;
}

/** Where the browser goes afterwards, as a person recognises it: the host, or a native app's scheme. */
function targetOf(redirectUri: string | undefined): string {
  try {
    const url = new URL(redirectUri ?? '');
    return url.host || url.protocol.replace(/:$/, '');
  } catch {
    return '?';
  }
}
