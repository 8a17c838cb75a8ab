/** Snapshot hashing and diffs, and the shrink guard that reads them (per area and list, the baseline, --force, rollback). */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ProjectSchema } from '#api/schemas/project.ts';
import { baselineOf, guardRecordOf, shrinkRefusal, type GuardRecord } from '#scripts/rebuild/guard.ts';
import { diffSnapshots, recordDigest, type SnapshotManifest } from '#scripts/rebuild/snapshot.ts';
import { ids, manifest } from './support/rebuild.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rebuild-unit-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('snapshot', () => {
  it('digests a record as the contract reads it: the same whatever order the backend sends its fields in, different when a field changes', () => {
    const digest = (raw: unknown) => recordDigest(v.parse(ProjectSchema, raw));
    const leader = { name: 'Asha Rao', rollNumber: '21CS001', batch: 2025 };
    const raw = {
      nominationId: 'PRJ-1',
      projectTitle: 'Solar drone',
      teamLeader: leader,
      techStack: ['Rust', 'C'],
      extra: { ignored: true },
    };
    const reordered = {
      techStack: ['Rust', 'C'],
      teamLeader: { batch: 2025, rollNumber: '21CS001', name: 'Asha Rao' },
      projectTitle: 'Solar drone',
      nominationId: 'PRJ-1',
    };
    expect(digest(reordered)).toBe(digest(raw));
    expect(digest({ ...raw, projectTitle: 'Solar drones' })).not.toBe(digest(raw));
    expect(digest({ ...raw, teamLeader: { ...leader, batch: 2026 } })).not.toBe(digest(raw));
    expect(digest({ ...raw, techStack: ['C', 'Rust'] })).not.toBe(digest(raw));
  });

  it('names what was added, removed and changed', () => {
    const before = manifest({
      projects: {
        Industry: [
          { id: 'A', digest: '1' },
          { id: 'B', digest: '1' },
        ],
      },
    });
    const after = manifest({
      projects: {
        Industry: [
          { id: 'A', digest: '2' },
          { id: 'C', digest: '1' },
        ],
      },
    });
    expect(diffSnapshots(before, after)).toEqual({
      added: ['Industry/C'],
      removed: ['Industry/B'],
      changed: ['Industry/A'],
    });
  });
});

describe('shrink guard', () => {
  /** A snapshot with `n` entries in one list (projects / Industry), or the given lists. */
  const snap = (lists: number | Record<string, number>) => {
    const spec = typeof lists === 'number' ? { 'projects/Industry': lists } : lists;
    const areas: SnapshotManifest['areas'] = {};
    for (const [key, n] of Object.entries(spec)) {
      const [area, category] = key.split('/') as [string, string];
      (areas[area] ??= {})[category] = ids(category, n);
    }
    return manifest(areas);
  };
  let serial = 0;
  const record = (lists: number | Record<string, number>, extra: Partial<GuardRecord> = {}): GuardRecord => ({
    ...guardRecordOf({ id: `r${String(++serial).padStart(3, '0')}`, snapshot: snap(lists) }),
    ...extra,
  });
  const against = (history: Array<number | Record<string, number>>) =>
    baselineOf(history.map((lists) => record(lists)));

  it('allows growth and drops up to the limit, refuses larger drops and an empty site', () => {
    expect(shrinkRefusal(against([100]), snap(120), 0.2)).toBeNull();
    expect(shrinkRefusal(against([100]), snap(80), 0.2)).toBeNull();
    expect(shrinkRefusal(against([100]), snap(79), 0.2)).toMatch(
      /in all: 79 approved entries, 21 fewer than the baseline \(100\): a drop of 21%.*20%/,
    );
    expect(shrinkRefusal(against([100]), snap(0), 0.2)).toMatch(/no approved entries at all/);
    expect(shrinkRefusal(undefined, snap(0), 0.2)).toMatch(/refusing to publish an empty site/);
    expect(shrinkRefusal(undefined, snap(5), 0.2)).toBeNull();
    expect(shrinkRefusal(against([0]), snap(0), 0.2)).toBeNull();
  });

  it('guards each area and each list: one that had entries and has none is refused, naming it, though the total barely moved', () => {
    const history = [{ 'projects/Industry': 40, 'projects/Research': 40, 'alumni/Alumni': 8 }];
    const refusal = shrinkRefusal(against(history), snap({ 'projects/Industry': 40, 'projects/Research': 40 }), 0.2);
    expect(refusal).toMatch(/alumni: no entries now, 8 in the baseline \(all gone\)/);
    expect(refusal).not.toMatch(/in all/);
    // One list of an area emptied: the list is named (and the area, which lost half its entries).
    const research = shrinkRefusal(
      against(history),
      snap({ 'projects/Industry': 40, 'projects/Research': 0, 'alumni/Alumni': 8 }),
      0.2,
    );
    expect(research).toMatch(/projects: 40 approved entries, 40 fewer than the baseline \(80\): a drop of 50%/);
    expect(research).toMatch(/projects Research: no entries now, 40 in the baseline \(all gone\)/);
    // A list that shrank past the threshold is named with its numbers.
    expect(
      shrinkRefusal(
        against(history),
        snap({ 'projects/Industry': 40, 'projects/Research': 30, 'alumni/Alumni': 8 }),
        0.2,
      ),
    ).toMatch(/projects Research: 30 approved entries, 10 fewer than the baseline \(40\): a drop of 25%/);
  });

  it('a single entry leaving a small list is no alarm; emptying it is', () => {
    const history = [{ 'competitions/Hackathon': 4, 'competitions/Coding Contest': 1, 'projects/Industry': 50 }];
    expect(
      shrinkRefusal(
        against(history),
        snap({ 'competitions/Hackathon': 3, 'competitions/Coding Contest': 1, 'projects/Industry': 50 }),
        0.2,
      ),
    ).toBeNull();
    expect(
      shrinkRefusal(
        against(history),
        snap({ 'competitions/Hackathon': 2, 'competitions/Coding Contest': 1, 'projects/Industry': 50 }),
        0.2,
      ),
    ).toMatch(/competitions Hackathon: 2 approved entries, 2 fewer/);
    expect(
      shrinkRefusal(
        against(history),
        snap({ 'competitions/Hackathon': 4, 'competitions/Coding Contest': 0, 'projects/Industry': 50 }),
        0.2,
      ),
    ).toMatch(/competitions Coding Contest: no entries now, 1 in the baseline/);
  });

  it('the baseline is the largest count over the last 5 records: repeated small drops cannot walk it down', () => {
    // 100 → 85 → 79: each step under 20%, but 79 is 21% under the largest of the recent releases.
    expect(shrinkRefusal(against([100]), snap(85), 0.2)).toBeNull();
    expect(shrinkRefusal(against([100, 85]), snap(79), 0.2)).toMatch(
      /79 approved entries, 21 fewer than the baseline \(100\)/,
    );
    expect(shrinkRefusal(against([100, 85, 81, 81, 81]), snap(79), 0.2)).not.toBeNull();
    // Only the last 5 records count.
    expect(shrinkRefusal(against([100, 85, 85, 85, 85, 85]), snap(79), 0.2)).toBeNull();
    expect(against([100, 85])?.releases).toHaveLength(2);
    expect(baselineOf([])).toBeUndefined();
  });

  it('a release published with --force over the guard starts a new baseline', () => {
    const history = [record(100), record(60, { shrinkOverridden: true }), record(62)];
    const baseline = baselineOf(history);
    expect(baseline?.counts.get('total')).toBe(62);
    expect(baseline?.releases).toEqual([history[1]!.id, history[2]!.id]);
    expect(shrinkRefusal(baseline, snap(58), 0.2)).toBeNull();
  });

  it('after a rollback to a release older than a forced one, the live release counts too', () => {
    const history = [record(100), record(0, { shrinkOverridden: true })];
    expect(shrinkRefusal(baselineOf(history), snap(0), 0.2)).toBeNull();
    const baseline = baselineOf(history, history[0]!.id);
    expect(baseline?.releases).toEqual([history[0]!.id, history[1]!.id]);
    expect(shrinkRefusal(baseline, snap(0), 0.2)).toMatch(/no approved entries at all \(the baseline has 100\)/);
  });
});
