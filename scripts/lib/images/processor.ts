/**
 * Pictures processed in child processes, one picture at a time in each, so
 * a picture that crashes its process, runs out of its time or goes over its
 * memory costs that picture alone. Processes are kept for the next picture
 * and all end once a build's pictures are done: libvips allocates through
 * the C library, which keeps what it has freed (after 30 photos a process
 * held 110–130 MB more than before, 135e43a), and in the rebuild's
 * long-running process that would stay for good. One may be started ahead
 * of its first picture (the rebuild starts it with the run).
 *
 * libvips decodes and encodes on several threads, and glibc gives each thread
 * an arena of its own that keeps what it frees: two processes working through
 * 60 phone photos peaked at 241 and 248 MB. Two arenas a process
 * (MALLOC_ARENA_MAX, as imgproxy's documentation advises for libvips) peaked
 * at 186 and 190 MB, in the same time (6.0 s against 6.3 s); one arena saved
 * about 15 MB more. A value set by whoever runs the site is kept.
 *
 * A process ends a picture's work when its memory (RSS) passes the budget
 * (it says so and is killed); the parent kills one whose picture takes longer
 * than the time budget. Either way, when a process dies for any other reason,
 * and when processing fails otherwise than by finding no picture, the picture
 * fails with PictureProcessFailed: the image step then tries it once more in
 * a fresh process (./step.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NotAPicture, type Limits, type ProcessedPicture } from './process.ts';

/**
 * The child's script: beside this file; or, when this file was bundled into
 * Astro's prerender chunks (a build given no processed pictures processes them
 * while it renders), in the project Astro builds, its working directory.
 */
function childScript(): string {
  const candidates = [
    fileURLToPath(new URL('./process-child.ts', import.meta.url)),
    join(process.cwd(), 'scripts', 'lib', 'images', 'process-child.ts'),
  ];
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`the picture process's script is missing (looked for ${candidates.join(' and ')})`);
  return found;
}

/** What a picture process answers (./process-child.ts). */
export type Answer =
  { made: ProcessedPicture } | { failed: { message: string; notAPicture: boolean } } | { overMemory: { rss: number } };

export interface ProcessorBudget {
  /** Memory (RSS) one picture's process may use, bytes. */
  memoryBytes?: number;
  /** Time one picture may take, ms. */
  timeoutMs?: number;
}

/** A picture whose process crashed, was killed, or went over its time or memory: not a verdict on the picture's bytes. */
export class PictureProcessFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PictureProcessFailed';
  }
}

/** Structured clone brings Buffers back as plain Uint8Arrays. */
const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function revive(made: ProcessedPicture): ProcessedPicture {
  return {
    ...made,
    wide: made.wide.map((variant) => ({ ...variant, data: asBuffer(variant.data) })),
    cover: made.cover.map((variant) => ({ ...variant, data: asBuffer(variant.data) })),
    square: made.square.map((variant) => ({ ...variant, data: asBuffer(variant.data) })),
    ...(made.social ? { social: asBuffer(made.social) } : {}),
  };
}

/** glibc's arenas in a picture process (see above). */
const PROCESS_MALLOC_ARENAS = '2';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export class PictureProcessor {
  readonly #budget: ProcessorBudget;
  /** Processes waiting for a picture. */
  #idle: ChildProcess[] = [];
  readonly #all = new Set<ChildProcess>();
  /** Processes given a picture: closed, they exit once they have read the disconnect; the others are killed. */
  readonly #given = new WeakSet<ChildProcess>();
  #used = false;

  constructor(budget: ProcessorBudget = {}) {
    this.#budget = budget;
  }

  /**
   * processPicture (./process.ts) in a process of its own: the same variants,
   * and NotAPicture for what is not one; PictureProcessFailed when the process
   * ends first or processing fails otherwise. `fresh`: in a new process, not
   * one that processed others.
   */
  process(bytes: Buffer, limits: Limits, { fresh = false } = {}): Promise<ProcessedPicture> {
    // A fresh process takes the place of an idle one: no more processes than pictures at once.
    if (fresh) this.#idle.pop()?.disconnect();
    const child = (!fresh && this.#idle.pop()) || this.#start();
    const { timeoutMs, memoryBytes } = this.#budget;
    return new Promise((resolve, reject) => {
      let why: string | undefined;
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => stop(`took longer than ${timeoutMs / 1000} s (IMAGE_PROCESS_TIMEOUT_MS)`), timeoutMs);
      const stop = (reason: string) => {
        why = reason;
        child.kill('SIGKILL');
      };
      const settle = () => {
        clearTimeout(timer);
        child.off('message', onAnswer);
        child.off('exit', onExit);
      };
      const onAnswer = (answer: Answer) => {
        if (why) return; // being stopped: its end decides
        if ('overMemory' in answer)
          return stop(
            `went over its memory budget (${megabytes(answer.overMemory.rss)} of ${megabytes(memoryBytes ?? 0)}, IMAGE_PROCESS_MEMORY_MB)`,
          );
        settle();
        this.#idle.push(child);
        if ('made' in answer) resolve(revive(answer.made));
        else if (answer.failed.notAPicture) reject(new NotAPicture(answer.failed.message));
        else reject(new PictureProcessFailed(`the picture could not be processed: ${answer.failed.message}`));
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        settle();
        reject(
          new PictureProcessFailed(
            why
              ? `the picture ${why}`
              : `the picture process ended (${signal ?? `exit code ${code}`}) while processing`,
          ),
        );
      };
      child.on('message', onAnswer);
      child.on('exit', onExit);
      this.#given.add(child);
      this.#used = true;
      child.send({ bytes, limits }, (error) => {
        if (error) stop(`could not be handed to its process (${error.message})`);
      });
    });
  }

  /**
   * Starts a process now for the next picture, unless one is idle: Node's start and sharp's loading (about 0.5 s of
   * CPU) then overlap other work instead of delaying that picture. It has processed nothing, so it is as fresh as one
   * started for the picture.
   */
  startAhead(): void {
    if (this.#idle.length === 0) this.#idle.push(this.#start());
  }

  /** Whether a process was given a picture since the processor was made or last closed: it holds what libvips kept. */
  get used(): boolean {
    return this.#used;
  }

  /** Ends every process (a later picture starts another); pictures still being processed fail. */
  async close(): Promise<void> {
    this.#used = false;
    const running = [...this.#all];
    this.#idle = [];
    await Promise.all(
      running.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = once(child, 'exit');
        // One never given a picture may still be starting, and would read the disconnect only once started (0.3-1 s).
        if (child.connected && this.#given.has(child)) child.disconnect();
        else child.kill('SIGKILL');
        await exited;
      }),
    );
  }

  #start(): ChildProcess {
    const { memoryBytes } = this.#budget;
    // Plain flags: the parent's (a profiler, a test runner's loader) are not the child's business.
    const child = fork(childScript(), memoryBytes === undefined ? [] : [String(memoryBytes)], {
      serialization: 'advanced',
      execArgv: [],
      env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? PROCESS_MALLOC_ARENAS },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('error', () => {}); // its end is taken up on 'exit'
    child.on('exit', () => {
      this.#all.delete(child);
      this.#idle = this.#idle.filter((idle) => idle !== child);
    });
    this.#all.add(child);
    return child;
  }
}
