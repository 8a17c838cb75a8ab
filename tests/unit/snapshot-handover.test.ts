/**
 * The snapshot a rebuild hands a build that read the live release's records
 * ahead: only what changed, the rest named by id (scripts/rebuild/snapshot.ts
 * `snapshotDelta`), and the build's records made whole again from it
 * (src/features/catalog/snapshot-file.ts `withBase`).
 */
import { describe, expect, it } from 'vitest';
import { withBase, type SnapshotData } from '#features/catalog/snapshot-file.ts';
import { snapshotDelta } from '#scripts/rebuild/snapshot.ts';
import { digestsOf } from '#tests/support/snapshot-digests.ts';

type Records = SnapshotData['areas'];

/** The delta of `now` on `before`, whose records are in `base`. */
const deltaOf = (now: SnapshotData, before: SnapshotData, base: string) => snapshotDelta(now, digestsOf(now), digestsOf(before), base);

const project = (id: string, title: string) => ({ id, record: { nominationId: id, projectTitle: title } });

const live: Records = {
  projects: { Industry: [project('PRJ-1', 'Solar car'), project('PRJ-2', 'Rover')], Research: [project('PRJ-3', 'Sensors')] },
  alumni: { Alumni: [{ id: 'ALU-1', record: { nominationId: 'ALU-1', name: 'Asha' } }] },
};

describe('the snapshot handed over as changes to the live records', () => {
  it('names unchanged entries by id and carries new, edited and moved ones whole; the build gets every record back', () => {
    const now: Records = {
      projects: {
        // PRJ-2 edited, PRJ-4 new, PRJ-1 unchanged; PRJ-3 moved from Research to Industry.
        Industry: [project('PRJ-4', 'Drone'), project('PRJ-1', 'Solar car'), project('PRJ-2', 'Rover II'), project('PRJ-3', 'Sensors')],
        Research: [],
      },
      alumni: { Alumni: [{ id: 'ALU-1', record: { nominationId: 'ALU-1', name: 'Asha' } }] },
    };
    const best = { projects: [{ nominationId: 'PRJ-1', projectTitle: 'Solar car' }] };
    const snapshot = { areas: now, best };
    const delta = deltaOf(snapshot, { areas: live, best: {} }, '/publish/releases/R1.records');

    expect(delta.base).toBe('/publish/releases/R1.records');
    expect(delta.areas.projects!.Industry).toEqual([project('PRJ-4', 'Drone'), 'PRJ-1', project('PRJ-2', 'Rover II'), project('PRJ-3', 'Sensors')]);
    expect(delta.areas.projects!.Research).toEqual([]);
    expect(delta.areas.alumni!.Alumni).toEqual(['ALU-1']);
    expect(delta.best).toEqual(best);

    const rebuilt = withBase(JSON.parse(JSON.stringify(delta)), { areas: live, best: {} });
    expect(rebuilt).toEqual(snapshot);
    expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(snapshot));
  });

  it('with nothing changed, every entry is an id and the records are the live ones', () => {
    const snapshot = { areas: live, best: {} };
    const delta = deltaOf(snapshot, snapshot, 'base.records');
    expect(Object.values(delta.areas).flatMap((lists) => Object.values(lists).flat())).toEqual(['PRJ-1', 'PRJ-2', 'PRJ-3', 'ALU-1']);
    expect(withBase(delta, { areas: live, best: {} })).toEqual(snapshot);
  });

  it('a base that lacks an entry the delta names fails, naming the entry and the file', () => {
    const delta = deltaOf({ areas: live, best: {} }, { areas: live, best: {} }, '/publish/releases/R1.records');
    const base = { areas: { ...live, projects: { Industry: [project('PRJ-1', 'Solar car')], Research: [project('PRJ-3', 'Sensors')] } }, best: {} };
    expect(() => withBase(delta, base)).toThrow('the snapshot keeps projects Industry PRJ-2 from /publish/releases/R1.records, which does not hold it');
  });
});
