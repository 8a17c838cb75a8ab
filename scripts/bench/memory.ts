/**
 * Peak memory and CPU time of this process's children (an `astro build` and
 * whatever it starts), sampled from /proc: the largest total resident set
 * seen (and that total with this process's own: the bench runs every rebuild
 * in this very process), the largest VmHWM (the kernel's own peak RSS) of any
 * single child, and
 * the CPU time (user + system) they used. CPU time hardly changes when other
 * work shares the machine; wall time does.
 */
import { readFileSync } from 'node:fs';
import { childPids } from '../rebuild/service.ts';

function descendants(pid: number): number[] {
  const all: number[] = [];
  const queue = childPids(pid);
  while (queue.length) {
    const next = queue.shift()!;
    all.push(next);
    queue.push(...childPids(next));
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

/** user + system CPU time of one process so far, in ms (Linux: 100 clock ticks a second). */
function cpuOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

export interface MemorySampler {
  /**
   * Stops sampling; the peaks in bytes, the children's CPU time and the CPU
   * time of this process since sampling started, in ms.
   */
  stop(): { totalRss: number; withOwnRss: number; maxHwm: number; cpuMs: number; ownCpuMs: number };
}

/** Samples every `everyMs` until stopped; the processes in `leaveOut` (and their children) are not counted. */
export function sampleChildren(everyMs = 200, leaveOut: number[] = []): MemorySampler {
  const ownStart = process.cpuUsage();
  let totalRss = 0;
  let withOwnRss = 0;
  let maxHwm = 0;
  const cpu = new Map<number, number>();
  const sample = () => {
    let total = 0;
    const skipped = new Set(leaveOut.flatMap((pid) => [pid, ...descendants(pid)]));
    for (const pid of descendants(process.pid)) {
      if (skipped.has(pid)) continue;
      const { rss, hwm } = memoryOf(pid);
      total += rss;
      maxHwm = Math.max(maxHwm, hwm);
      const used = cpuOf(pid);
      if (used !== undefined) cpu.set(pid, Math.max(cpu.get(pid) ?? 0, used));
    }
    totalRss = Math.max(totalRss, total);
    withOwnRss = Math.max(withOwnRss, total + process.memoryUsage.rss());
  };
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      sample();
      clearInterval(timer);
      const own = process.cpuUsage(ownStart);
      return { totalRss, withOwnRss, maxHwm, cpuMs: [...cpu.values()].reduce((a, b) => a + b, 0), ownCpuMs: (own.user + own.system) / 1000 };
    },
  };
}
