import { api } from '../../../lib/api/client';
import { dataOf } from '../../../lib/query/api-error';

export interface MyPlan {
  /** Whether the plan is live (it has lines left); an ended one still tells what it played. */
  readonly active: boolean;
  readonly lines: string[][];
  /** Answers the plan has played so far: their step, my answer. */
  readonly played: { trigger: string; answer: string }[];
}

/**
 * My plan in a game, read from its history (GET /games/{id}/plan/history), which answers 200 with
 * no versions when there is none — GET /games/{id}/plan answers that with a 404, which a browser
 * reports as an error. The last version says whether the plan is live and its lines; null when
 * there never was one.
 */
export async function readMyPlan(gameId: string): Promise<MyPlan | null> {
  let after = 0;
  let last: { active: boolean; lines: string[][] } | null = null;
  const played: MyPlan['played'] = [];
  for (;;) {
    const data = dataOf(
      await api.GET('/games/{id}/plan/history', { params: { path: { id: gameId }, query: { after, limit: 200 } } }),
    );
    for (const v of data.items) {
      // A new plan (stored after the last one ended) starts its own list of answers.
      if (v.change === 'stored' && !last?.active) played.length = 0;
      if (v.change === 'played' && v.detail)
        played.push({ trigger: String(v.detail.trigger ?? ''), answer: String(v.detail.answer ?? '') });
      last = v;
    }
    if (data.nextAfter === null || data.items.length === 0) break;
    after = data.nextAfter;
  }
  return last ? { active: last.active, lines: last.active ? last.lines : [], played } : null;
}
