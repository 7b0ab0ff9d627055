import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';

/** What web-push's generateRequestDetails is given: the subscription, the payload, the options. */
export interface PushRequestInput {
  readonly subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  readonly payload: string;
  readonly options: Record<string, unknown>;
}

export interface PushRequest {
  readonly headers: Record<string, string>;
  readonly body: Buffer;
}

/**
 * The worker's code: web-push's encryption (RFC 8291: an ECDH key pair per push, HKDF, AES-GCM),
 * required by its resolved path so it runs alike from the sources (tests) and from the build.
 */
const WORKER = `
const { parentPort } = require('node:worker_threads');
const webpush = require(${JSON.stringify(require.resolve('web-push'))});
parentPort.on('message', ({ id, subscription, payload, options }) => {
  try {
    const d = webpush.generateRequestDetails(subscription, payload, options);
    parentPort.postMessage({ id, headers: d.headers, body: d.body });
  } catch (e) {
    parentPort.postMessage({ id, error: String(e && e.message || e) });
  }
});`;

interface Pending {
  resolve: (r: PushRequest) => void;
  reject: (e: Error) => void;
}

/**
 * Encrypts pushes on a small pool of worker threads: each encryption is a millisecond or two of
 * CPU (bench/push.bench.ts), and a fan-out to thousands of devices done on the event loop held it
 * for hundreds of ms. Started on first use; each request goes to the worker with the fewest in hand.
 */
@Injectable()
export class PushEncryptionPool implements OnApplicationShutdown {
  private readonly size = Math.max(1, Math.min(2, availableParallelism() - 1));
  private workers: { worker: Worker; pending: Map<number, Pending> }[] = [];
  private next = 0;

  encrypt(input: PushRequestInput): Promise<PushRequest> {
    if (this.workers.length === 0) this.workers = Array.from({ length: this.size }, () => this.start());
    const slot = this.workers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
    const id = this.next++;
    return new Promise((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage({ id, ...input });
    });
  }

  async onApplicationShutdown(): Promise<void> {
    const workers = this.workers;
    this.workers = [];
    await Promise.all(workers.map((w) => w.worker.terminate()));
  }

  private start() {
    const worker = new Worker(WORKER, { eval: true });
    // Idle workers do not keep the process alive; shutdown terminates them.
    worker.unref();
    const slot = { worker, pending: new Map<number, Pending>() };
    worker.on('message', (m: { id: number; headers?: Record<string, string>; body?: Uint8Array; error?: string }) => {
      const p = slot.pending.get(m.id);
      slot.pending.delete(m.id);
      if (!p) return;
      if (m.error !== undefined || !m.body || !m.headers) p.reject(new Error(m.error ?? 'no request'));
      else p.resolve({ headers: m.headers, body: Buffer.from(m.body.buffer, m.body.byteOffset, m.body.byteLength) });
    });
    // A worker that dies fails what it held; the next request starts a new pool.
    worker.on('error', (e) => this.fail(slot, e));
    worker.on('exit', () => this.fail(slot, new Error('push encryption worker exited')));
    return slot;
  }

  private fail(slot: { worker: Worker; pending: Map<number, Pending> }, error: Error) {
    for (const p of slot.pending.values()) p.reject(error);
    slot.pending.clear();
    this.workers = this.workers.filter((w) => w !== slot);
    if (this.workers.length > 0 && this.workers.length < this.size) this.workers.push(this.start());
  }
}
