import { cookies } from 'next/headers';
import { apiUrl } from './server-api';

/**
 * Whether the API has what `path` names for this visitor: false when it answers 404 (or 400, an
 * id that cannot name anything), so the page can answer 404 itself. Any other answer — signed
 * out, the API down — is for the page to show, and counts as found.
 */
export async function apiFinds(path: string): Promise<boolean> {
  const cookie = (await cookies()).toString();
  try {
    const res = await fetch(`${apiUrl()}${path}`, {
      cache: 'no-store',
      headers: { cookie, accept: 'application/json' },
    });
    await res.text();
    return res.status !== 404 && res.status !== 400;
  } catch {
    return true;
  }
}
