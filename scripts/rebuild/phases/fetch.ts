/**
 * The fetch phase: every approved list and the home page's best lists, and the
 * details of only the entries the lists show as new or changed (every detail
 * with `--full`); every other record is the live release's (../snapshot.ts).
 * Records the pages would leave out (invalid, listed twice, …) are left out
 * here too, and said so.
 */
import { nodeGet } from '#api/node-get.ts';
import type { PhaseModule } from '../run-phases.ts';
import { plural, sameCode } from '../run.ts';
import { describeCounts, describeDetails, fetchSnapshot } from '../snapshot.ts';

export const fetchPhase: PhaseModule<'fetch'> = {
  name: 'fetch',
  needs: [],
  failure: (run) => `the backend at ${run.options.apiHost} failed`,

  async run(run) {
    const { live, options } = run;
    const previous = live && {
      manifest: { ...live.record.snapshot, validators: live.validators },
      records: live.records,
    };
    return fetchSnapshot(
      { host: options.apiHost, get: nodeGet },
      {
        previous,
        entries: options.entries,
        full: options.full,
        reads: options.reads,
        // The compare phase ends such a run: its records are not needed.
        endsIfUnchanged: sameCode(run) && !options.force,
      },
    );
  },

  summary: (snapshot) => {
    const details = snapshot.details;
    const read = details?.why ? `${details.fetched} read in full, ${details.reused} kept` : 'every one read in full';
    const lists = details?.listsNotModified ? ', every list unchanged (304 Not Modified)' : '';
    return `${snapshot.entries} ${snapshot.entries === 1 ? 'entry' : 'entries'}, ${read}${lists}`;
  },

  // Records the backend approved that the site does not show.
  warnings: ({ dropped }) =>
    dropped.length
      ? [`${plural(dropped.length, 'invalid record')} left out, as the pages leave them out (e.g. ${dropped[0]})`]
      : [],

  details: (snapshot) => [
    `${describeCounts(snapshot)}; snapshot ${snapshot.hash.slice(0, 12)}`,
    describeDetails(snapshot),
    ...snapshot.dropped.slice(1).map((reason) => `also left out: ${reason}`),
  ],
};
