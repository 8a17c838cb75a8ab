/**
 * What a phase of a rebuild is (`PhaseModule`), and how the orchestrator runs
 * a list of them (`runPhases`): every phase the same way.
 *
 * ```
 *   run starts ──► each after-publish step's begin, then each phase's start (work that must begin early), in list order
 *   each phase, in order:
 *      run(its input: what the phases before it made) ──► its result
 *      ──► "<phase>: <summary> (<time>)", its warnings, and with --verbose its details
 *      ──► the result told to whoever waits for it (run.events)
 *      ──► after a release went live: the after-publish steps (./after-publish.ts)
 *      (a phase may end the run early: compare, when nothing changed)
 *   nothing published ──► the steps catch up with the live release
 *   a step failed ──► the run fails, once every phase has run
 *   run ends, however it ends ──► each phase's end, in reverse order, then each step's finish
 * ```
 *
 * A phase's failure becomes a RebuildError of that phase, saying what failed
 * and what the run has published by then (nothing, or only the pages): the one
 * place that knows.
 */
import { publishedOf, stepOutput, type AfterPublishStep, type StepOutput } from './after-publish.ts';
import type { PhaseName, PhaseResults, PublishedRelease } from './phase-results.ts';
import { publishedSoFar, RebuildError, seconds, type Run } from './run.ts';

export interface PhaseModule<Name extends PhaseName, Needs extends PhaseName = never, Early = undefined> {
  name: Name;
  /** The phases whose results it reads: they come before it in the list. */
  needs: readonly Needs[];
  /**
   * Work that must begin before the phase's turn, called when the run starts
   * (Astro's start, Pagefind's reading ahead); what it returns is handed to
   * `run` and `end`. It may wait for an earlier phase's result on `run.events`.
   */
  start?(run: Run): Early | Promise<Early>;
  run(run: Run, input: Pick<PhaseResults, Needs>, early: Early): Promise<PhaseResults[Name]>;
  /** Its line, in the operator's words; the runner adds the phase's name and its time. */
  summary(result: PhaseResults[Name], run: Run): string;
  /** What an operator must see besides (records left out, what could not be removed), one line each. */
  warnings?(result: PhaseResults[Name], run: Run): string[];
  /** Its internals, one line each, shown with --verbose. */
  details?(result: PhaseResults[Name], run: Run): string[];
  /** What failed, when `run` throws (`the backend at … failed`); without it the error's message says it all. */
  failure?(run: Run): string;
  /** Its line's time: how long its turn took (default), or how long since the run started (a release going live). */
  clock?: 'turn' | 'since start';
  /** Whether the run ends after this phase (nothing changed: nothing to build). */
  stopsRun?(result: PhaseResults[Name]): boolean;
  /** When the run ends, however it ends: what `start` began is ended, cleaned up, or kept for the next run. */
  end?(run: Run, early: Early): Promise<void>;
}

/** Any phase (`any`: a list holds phases of every name and input; each phase module is typed on its own). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyPhase = PhaseModule<PhaseName, PhaseName, any>;

/** Runs `phases` in order for `run`; what they made, by phase (up to the one that ended the run). */
export async function runPhases(run: Run, phases: readonly AnyPhase[]): Promise<Partial<PhaseResults>> {
  const early = new Map<AnyPhase, unknown>();
  const failed = new Map<string, string>();
  try {
    for (const step of run.options.afterPublish ?? []) beginStep(run, step);
    for (const phase of phases) if (phase.start) early.set(phase, await begin(run, phase));
    const made: Partial<PhaseResults> = {};
    let mark = run.started;
    for (const phase of phases) {
      const published = run.published.length;
      const result = await runOne(run, phase, made, early.get(phase));
      mark = report(run, phase, result, mark);
      (made as Record<PhaseName, unknown>)[phase.name] = result;
      run.events.emit(phase.name, result as never);
      for (const release of run.published.slice(published)) await afterPublish(run, release, failed);
      if (phase.stopsRun?.(result as never)) break;
    }
    if (run.published.length === 0 && run.live) await catchUp(run, run.live, failed);
    if (failed.size > 0) throw stepsFailed(run, failed);
    return made;
  } finally {
    run.phase = undefined;
    await endAll(run, [...early]);
    await finishSteps(run);
  }
}

/** A phase's early start: what it began, or its failure as a RebuildError of that phase. */
async function begin(run: Run, phase: AnyPhase): Promise<unknown> {
  try {
    return await phase.start!(run);
  } catch (error) {
    throw new RebuildError(
      phase.name,
      `could not start, nothing was published: ${(error as Error)?.message ?? String(error)}`,
      { cause: error },
    );
  }
}

/** One phase's turn: its result, or its failure as a RebuildError of that phase. */
async function runOne(run: Run, phase: AnyPhase, made: Partial<PhaseResults>, early: unknown): Promise<unknown> {
  const missing = phase.needs.filter((name) => !(name in made));
  if (missing.length)
    throw new Error(`the ${phase.name} phase needs what ${missing.join(', ')} made, which come after it in the list`);
  run.phase = phase.name;
  try {
    return await phase.run(run, made as PhaseResults, early);
  } catch (error) {
    if (error instanceof RebuildError) throw error;
    const what = phase.failure?.(run);
    const message = (error as Error)?.message ?? String(error);
    throw new RebuildError(phase.name, what ? `${what}, ${publishedSoFar(run)}: ${message}` : message, {
      cause: error,
    });
  }
}

/** The phase's time, its line, its warnings and (with --verbose) its details; returns the end of its turn. */
function report(run: Run, phase: AnyPhase, result: unknown, mark: number): number {
  const now = performance.now();
  run.timings[phase.name] = Math.round(now - mark);
  const time = phase.clock === 'since start' ? `${seconds(now - run.started)} after the start` : seconds(now - mark);
  run.log(`${phase.name}: ${phase.summary(result as never, run)} (${time})`);
  for (const line of phase.warnings?.(result as never, run) ?? []) run.log(`${phase.name}: ${line}`);
  for (const line of phase.details?.(result as never, run) ?? []) run.detail(`${phase.name}: ${line}`);
  return now;
}

/** Runs the after-publish steps for `release`, in order; a step's failure is logged and kept in `failed` (its success clears it). */
async function afterPublish(run: Run, release: PublishedRelease, failed: Map<string, string>): Promise<void> {
  const steps = run.options.afterPublish ?? [];
  if (steps.length === 0) return;
  const published = publishedOf(release);
  for (const step of steps) await tryStep(run, step, failed, (output) => step.run(published, output));
}

/** A run that published nothing: each step that can catches up with the live release (a deploy a failure left behind). */
async function catchUp(run: Run, live: { id: string; dir: string }, failed: Map<string, string>): Promise<void> {
  for (const step of run.options.afterPublish ?? []) {
    if (step.catchUp)
      await tryStep(run, step, failed, (output) => step.catchUp!({ id: live.id, dir: live.dir }, output));
  }
}

async function tryStep(
  run: Run,
  step: AfterPublishStep,
  failed: Map<string, string>,
  work: (output: StepOutput) => Promise<void>,
): Promise<void> {
  const output = stepOutput(step.name, run.log, run.detail);
  try {
    await work(output);
    failed.delete(step.name);
  } catch (error) {
    const message = (error as Error)?.message ?? String(error);
    failed.set(step.name, message);
    output.log(`failed: ${message}`);
  }
}

/** The run's failure when after-publish steps failed: what is live here, and what failed. */
function stepsFailed(run: Run, failed: Map<string, string>): RebuildError {
  const what = [...failed].map(([name, message]) => `${name} failed (${message})`).join('; ');
  const live = run.published.length > 0 ? publishedSoFar(run) : `nothing changed, releases/${run.live?.id} is live`;
  return new RebuildError('publish', `${what}; ${live} here, and the next run tries again`);
}

/** Each started phase's end, last started first; an end that fails is reported, and the others still end. */
async function endAll(run: Run, started: Array<[AnyPhase, unknown]>): Promise<void> {
  for (const [phase, early] of started.reverse()) {
    try {
      await phase.end?.(run, early);
    } catch (error) {
      run.log(`${phase.name}: could not finish cleaning up: ${(error as Error)?.message ?? String(error)}`);
    }
  }
}

/** Each after-publish step lets go of what it began for the run; a failure to is only logged. */
async function finishSteps(run: Run): Promise<void> {
  for (const step of run.options.afterPublish ?? []) {
    try {
      await step.finish?.();
    } catch (error) {
      run.log(`${step.name}: could not finish: ${(error as Error)?.message ?? String(error)}`);
    }
  }
}

/** A step's begin: what it reads ahead is its own to report when it runs, so a failure to begin is only logged. */
function beginStep(run: Run, step: AfterPublishStep): void {
  try {
    step.begin?.();
  } catch (error) {
    run.log(`${step.name}: could not begin: ${(error as Error)?.message ?? String(error)}`);
  }
}
