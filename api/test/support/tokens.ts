import type { Caller } from './games';
import type { TestApp } from './test-app';

/**
 * A personal access token `owner` creates with `scopes` (POST /tokens, 201 checked), as the
 * headers that send it; named after its scopes unless a name is given.
 */
export async function tokenAuth(
  t: TestApp,
  owner: Caller,
  scopes: string[],
  name = scopes.join(' '),
): Promise<{ Authorization: string }> {
  const res = await t.http.post('/tokens').set(owner.auth).send({ name, scopes });
  if (res.status !== 201) throw new Error(`POST /tokens answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { Authorization: `Bearer ${res.body.token}` };
}
