/**
 * Peak memory of this process's children (an `astro build` and whatever it
 * starts), sampled from /proc: the largest total resident set seen, and the
 * largest VmHWM (the kernel's own peak RSS) of any single child.
 */
import { readdirSync, readFileSync } from 'node:fs';

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

function descendants(pid: number): number[] {
  const all: number[] = [];
  const queue = childrenOf(pid);
  while (queue.length) {
    const next = queue.shift()!;
    all.push(next);
    queue.push(...childrenOf(next));
  }
  return all;
}

/** VmRSS and VmHWM of one process in bytes (0 when it is gone). */
function memoryOf(pid: number): { rss: number; hwm: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}

export interface MemorySampler {
  /** Stops sampling; resolves the peaks in bytes. */
  stop(): { totalRss: number; maxHwm: number };
}

/** Samples every `everyMs` until stopped. */
export function sampleChildren(everyMs = 200): MemorySampler {
  let totalRss = 0;
  let maxHwm = 0;
  const sample = () => {
    let total = 0;
    for (const pid of descendants(process.pid)) {
      const { rss, hwm } = memoryOf(pid);
      total += rss;
      maxHwm = Math.max(maxHwm, hwm);
    }
    totalRss = Math.max(totalRss, total);
  };
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      sample();
      clearInterval(timer);
      return { totalRss, maxHwm };
    },
  };
}
