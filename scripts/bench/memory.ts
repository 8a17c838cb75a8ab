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
import { childPids } from '../lib/child-pids.ts';

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

/** A short name for a process: its program's file name (`astro.mjs`, `pagefind_extended`), not node's. */
function nameOf(pid: number): string {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    // node's first argument that is not a flag is its script.
    const script = /(^|\/)node$/.test(args[0] ?? '') ? args.slice(1).find((arg) => !arg.startsWith('-')) : undefined;
    return (script ?? args[0] ?? '?').split('/').pop()!;
  } catch {
    return '?';
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

/** One process's resident set at the moment of the peak with this process's own (`own` is this one). */
export interface PeakPart {
  name: string;
  rss: number;
}

export interface MemorySampler {
  /**
   * Stops sampling; the peaks in bytes, the children's CPU time and the CPU
   * time of this process since sampling started, in ms.
   */
  stop(): {
    totalRss: number;
    /** Each child's share of `totalRss`. */
    totalParts: PeakPart[];
    withOwnRss: number;
    withOwnParts: PeakPart[];
    maxHwm: number;
    cpuMs: number;
    ownCpuMs: number;
  };
}

/** Samples every `everyMs` until stopped; the processes in `leaveOut` (and their children) are not counted. */
export function sampleChildren(everyMs = 200, leaveOut: number[] = []): MemorySampler {
  const ownStart = process.cpuUsage();
  let totalRss = 0;
  let totalParts: PeakPart[] = [];
  let withOwnRss = 0;
  let withOwnParts: PeakPart[] = [];
  let maxHwm = 0;
  const cpu = new Map<number, number>();
  const sample = () => {
    let total = 0;
    const parts: Array<{ pid: number; rss: number }> = [];
    const skipped = new Set(leaveOut.flatMap((pid) => [pid, ...descendants(pid)]));
    for (const pid of descendants(process.pid)) {
      if (skipped.has(pid)) continue;
      const { rss, hwm } = memoryOf(pid);
      total += rss;
      parts.push({ pid, rss });
      maxHwm = Math.max(maxHwm, hwm);
      const used = cpuOf(pid);
      if (used !== undefined) cpu.set(pid, Math.max(cpu.get(pid) ?? 0, used));
    }
    const named = () => parts.map(({ pid, rss }) => ({ name: nameOf(pid), rss }));
    if (total > totalRss) {
      totalRss = total;
      totalParts = named();
    }
    const own = process.memoryUsage.rss();
    if (total + own > withOwnRss) {
      withOwnRss = total + own;
      withOwnParts = [{ name: 'own', rss: own }, ...named()];
    }
  };
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      sample();
      clearInterval(timer);
      const own = process.cpuUsage(ownStart);
      return {
        totalRss,
        totalParts,
        withOwnRss,
        withOwnParts,
        maxHwm,
        cpuMs: [...cpu.values()].reduce((a, b) => a + b, 0),
        ownCpuMs: (own.user + own.system) / 1000,
      };
    },
  };
}
