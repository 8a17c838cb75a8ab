/**
 * The fetch phase: every approved list and the home page's best lists, and the
 * details of only the entries the lists show as new or changed (every detail
 * with `--full`); every other record is the live release's (../snapshot.ts).
 * Records the pages would leave out (invalid, listed twice, …) are left out
 * here too, and said so.
 */
import { nodeGet } from '#api/node-get.ts';
import { fillKept, keepRecords, keptLists, stopFilling } from '../kept-fetch.ts';
import type { PhaseModule } from '../run-phases.ts';
import { plural, sameCode } from '../run.ts';
import { describeCounts, describeDetails, fetchSnapshot, keepEveryList } from '../snapshot.ts';

/** What the fetch's `end` needs of its run: the lists' ETags as last answered. */
interface Fetching {
  etags?: Readonly<Record<string, string>>;
}

export const fetchPhase: PhaseModule<'fetch', never, Fetching> = {
  name: 'fetch',
  needs: [],
  failure: (run) => `the backend at ${run.options.apiHost} failed`,
  // What a service began reading for this run while it waited stops where it is (../kept-fetch.ts).
  start(run) {
    stopFilling();
    return { etags: run.live?.validators };
  },

  async run(run, _input, fetching) {
    const { live, options } = run;
    if (live?.recordsKept)
      run.detail(
        `fetch: the live release's records are kept in memory${live.recordsDigested ? " from this service's last fetch" : ''}, not read again`,
      );
    const previous = live && {
      manifest: { ...live.record.snapshot, validators: live.validators },
      records: live.records,
      recordsDigested: live.recordsDigested,
      releaseEtags: live.record.snapshot.validators,
    };
    const snapshot = await fetchSnapshot(
      { host: options.apiHost, get: nodeGet },
      {
        previous,
        entries: options.entries,
        full: options.full,
        reads: options.reads,
        // The compare phase ends such a run: its records are not needed.
        endsIfUnchanged: sameCode(run) && !options.force,
        keptLists: options.standby ? keptLists(options.apiHost) : undefined,
      },
    );
    // The next run of a service takes them while this snapshot is live (../kept-fetch.ts).
    if (options.standby && snapshot.data) keepRecords(snapshot.hash, { data: snapshot.data, digested: true });
    fetching.etags = snapshot.validators;
    return snapshot;
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

  // A service reads, while it waits, the lists and records the next run would otherwise read (../kept-fetch.ts).
  async end(run, { etags = {} }) {
    const { live, options } = run;
    if (!options.standby) return;
    const published = run.published.length > 0;
    const api = { host: options.apiHost, get: nodeGet };
    fillKept({
      apiHost: options.apiHost,
      readLists: (kept, signal) => keepEveryList(api, kept, { signal, etags, reads: options.reads }),
      // A run that published kept its own snapshot's records as it fetched them.
      live: !published && live ? { hash: live.record.snapshot.hash, records: live.records } : undefined,
    });
  },

  details: (snapshot) => [
    `${describeCounts(snapshot)}; snapshot ${snapshot.hash.slice(0, 12)}`,
    describeDetails(snapshot),
    ...(snapshot.details?.listsKept
      ? [
          `${plural(snapshot.details.listsKept, 'list')} answered 304 Not Modified, taken from this service's last fetch of them`,
        ]
      : []),
    ...(snapshot.details?.listsFromRelease
      ? [
          `${plural(snapshot.details.listsFromRelease, 'list')} answered 304 Not Modified, taken as the live release holds them`,
        ]
      : []),
    ...snapshot.dropped.slice(1).map((reason) => `also left out: ${reason}`),
  ],
};
