/**
 * Rebuild triggers (schedule, webhook) go through one queue: at most one run
 * at a time, and every trigger that arrives while a run is going collapses
 * into exactly one follow-up run, which starts when the current one ends. The
 * follow-up sees every approval made before it starts.
 */

export type TriggerState = 'started' | 'queued' | 'coalesced';

export interface RunRecord {
  reasons: string[];
  startedAt: string;
  ms: number;
  ok: boolean;
  result?: unknown;
  error?: string;
}

export class RebuildQueue {
  #run: (reasons: string[]) => Promise<unknown>;
  #onError: (error: unknown) => void;
  #current: Promise<void> | undefined;
  #pending: string[] | undefined;
  #idleWaiters: Array<() => void> = [];
  #stopped = false;
  /** The most recent runs, newest last (at most 20). */
  readonly history: RunRecord[] = [];

  constructor(run: (reasons: string[]) => Promise<unknown>, onError: (error: unknown) => void = () => {}) {
    this.#run = run;
    this.#onError = onError;
  }

  get running(): boolean {
    return this.#current !== undefined;
  }

  get pending(): boolean {
    return this.#pending !== undefined;
  }

  /** Starts a run now, or schedules the one follow-up run. */
  trigger(reason: string): TriggerState {
    if (this.#stopped) return 'coalesced';
    if (!this.#current) {
      this.#start([reason]);
      return 'started';
    }
    if (this.#pending) {
      this.#pending.push(reason);
      return 'coalesced';
    }
    this.#pending = [reason];
    return 'queued';
  }

  /** Resolves when no run is going and none is waiting. */
  idle(): Promise<void> {
    if (!this.#current && !this.#pending) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** No new runs (a waiting follow-up is dropped); resolves when the current run has ended. */
  stop(): Promise<void> {
    this.#stopped = true;
    this.#pending = undefined;
    return this.idle();
  }

  #start(reasons: string[]): void {
    const started = performance.now();
    const record: RunRecord = { reasons, startedAt: new Date().toISOString(), ms: 0, ok: false };
    this.#current = (async () => {
      try {
        record.result = await this.#run(reasons);
        record.ok = true;
      } catch (error) {
        record.error = (error as Error)?.message ?? String(error);
        this.#onError(error);
      }
      record.ms = Math.round(performance.now() - started);
      this.history.push(record);
      if (this.history.length > 20) this.history.shift();
    })().finally(() => {
      this.#current = undefined;
      const next = this.#pending;
      this.#pending = undefined;
      if (next && !this.#stopped) this.#start(next);
      else for (const resolve of this.#idleWaiters.splice(0)) resolve();
    });
  }
}
