'use client';
import { useEffect, useState } from 'react';
import type { AnalyseResponse } from '@entente/engine';
import type { EngineReply, EngineRequest } from './messages';

export interface EngineState {
  readonly status: 'off' | 'thinking' | 'done' | 'stopped' | 'error';
  /** The deepest step so far. */
  readonly result: AnalyseResponse | null;
  readonly error?: string;
}

/**
 * Runs the engine's worker on `request` while it is not null: one worker per position, terminated
 * when the position changes, when the request is withdrawn (Stop) and when the page is left.
 */
export function useEngineSearch(request: EngineRequest | null): EngineState {
  const [state, setState] = useState<EngineState>({ status: 'off', result: null });
  const key = request === null ? null : JSON.stringify(request);
  useEffect(() => {
    if (key === null) {
      setState((s) => (s.status === 'thinking' ? { ...s, status: 'stopped' } : s));
      return;
    }
    setState({ status: 'thinking', result: null });
    const worker = new Worker(new URL('./search.worker.ts', import.meta.url), { name: 'entente-analysis-engine' });
    worker.onmessage = (e: MessageEvent<EngineReply>) => {
      const reply = e.data;
      if (reply.type === 'step') {
        const { type: _type, ...result } = reply;
        setState({ status: 'thinking', result });
      } else if (reply.type === 'done') setState((s) => ({ ...s, status: 'done' }));
      else setState((s) => ({ ...s, status: 'error', error: reply.message }));
    };
    worker.onerror = (e) => setState((s) => ({ ...s, status: 'error', error: e.message }));
    worker.postMessage(JSON.parse(key) as EngineRequest);
    return () => worker.terminate();
  }, [key]);
  return state;
}
