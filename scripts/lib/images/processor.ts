/**
 * Pictures processed in a child process, which ends once a build's pictures
 * are done. libvips allocates through the C library, which keeps what it has
 * freed: after 30 photos the process held 110–130 MB more than before, and
 * in the rebuild's long-running process that stayed for good, on top of the
 * run's peak (Astro rendering, Pagefind reading). A child gives it all back
 * when it exits. Starting one costs about 0.1 s, once per image step.
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
  const candidates = [fileURLToPath(new URL('./process-child.ts', import.meta.url)), join(process.cwd(), 'scripts', 'lib', 'images', 'process-child.ts')];
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`the picture process's script is missing (looked for ${candidates.join(' and ')})`);
  return found;
}

type Answer = { id: number; made: ProcessedPicture } | { id: number; failed: { message: string; notAPicture: boolean } };

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

interface Pending {
  child: ChildProcess;
  resolve: (made: ProcessedPicture) => void;
  reject: (error: Error) => void;
}

export class PictureProcessor {
  #child: ChildProcess | undefined;
  readonly #pending = new Map<number, Pending>();
  #next = 0;

  /** processPicture (./process.ts), in the child: the same variants, and NotAPicture for what is not one. */
  process(bytes: Buffer, limits: Limits): Promise<ProcessedPicture> {
    const child = this.#start();
    const id = ++this.#next;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { child, resolve, reject });
      child.send({ id, bytes, limits }, (error) => {
        if (error) this.#take(id)?.reject(new Error(`the picture process could not take a picture: ${error.message}`));
      });
    });
  }

  /** Ends the child (a later picture starts another); pictures still being processed fail. */
  async close(): Promise<void> {
    const child = this.#child;
    if (!child) return;
    this.#child = undefined;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.disconnect();
      await exited;
    }
  }

  #start(): ChildProcess {
    if (this.#child) return this.#child;
    // Plain flags: the parent's (a profiler, a test runner's loader) are not the child's business.
    const child = fork(childScript(), [], { serialization: 'advanced', execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.on('message', (answer: Answer) => {
      const pending = this.#take(answer.id);
      if (!pending) return;
      if ('made' in answer) pending.resolve(revive(answer.made));
      else pending.reject(answer.failed.notAPicture ? new NotAPicture(answer.failed.message) : new Error(answer.failed.message));
    });
    child.on('error', () => {}); // its end is taken up on 'exit'
    child.on('exit', (code, signal) => {
      if (this.#child === child) this.#child = undefined;
      const ended = new Error(`the picture process ended (${signal ?? `exit code ${code}`}) while processing`);
      for (const [id, pending] of [...this.#pending]) if (pending.child === child) this.#take(id)?.reject(ended);
    });
    this.#child = child;
    return child;
  }

  /** The picture `id` still waiting for its answer, no longer waiting; undefined once answered. */
  #take(id: number): Pending | undefined {
    const pending = this.#pending.get(id);
    this.#pending.delete(id);
    return pending;
  }
}
