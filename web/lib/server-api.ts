/**
 * Server-side access to the API for server components. The browser never calls the API directly:
 * it goes through `/api/*` on the dashboard (see app/api/[...path]/route.ts).
 */
export function apiUrl(): string {
  return (process.env.API_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
}

export async function apiGet<T>(path: string): Promise<{ status: number; body: T | undefined }> {
  const res = await fetch(`${apiUrl()}${path}`, { cache: 'no-store', headers: { accept: 'application/json' } });
  const text = await res.text();
  let body: T | undefined;
  try {
    body = text ? (JSON.parse(text) as T) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, body };
}
