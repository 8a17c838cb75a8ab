/**
 * Hostile demo records, approved, three per list: one with markup, script URLs,
 * a 10,000-character string, emoji and right-to-left text in every text field;
 * one without a nominationId; one with wrong-typed fields. The site must show
 * them safely (or drop them) and never break because of them.
 */
import type { Nomination } from '../store.ts';
import { ID_PREFIX, nomination } from './common.ts';
import { SEED_LISTS } from './lists.ts';
import { createRandom } from './random.ts';

export const HOSTILE_TEXTS = {
  script: '<script>alert(1)</script>',
  img: '<img src=x onerror=alert(1)>',
  emoji: '🚀 Team Rocket 🎉👩🏽‍💻 नमस्ते 🇮🇳',
  arabic: 'مشروع التخرج: نظام ذكي لإدارة الطاقة',
  hebrew: 'פרויקט גמר: מערכת חכמה לניהול אנרגיה',
  long: 'AVeryLongUnbrokenWordThatMustWrapOrBeCut'.repeat(250).slice(0, 10_000),
} as const;

export const HOSTILE_URLS = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'] as const;

/** Fields whose values are enumerations or ids; hostile records keep them so they stay in their list. */
const KEEP = new Set(['category', 'nominationId', '_id', 'status', 'isBest', 'submittedAt']);
const TEXTS = Object.values(HOSTILE_TEXTS);

export interface HostileIds {
  /** Per list ("project/Industry"): the markup record, the wrong-typed record, and the row id of the one without nominationId. */
  [list: string]: { markup: string; wrongTypes: string; noIdRow: string };
}

export function buildHostile(): { nominations: Nomination[]; ids: HostileIds } {
  const nominations: Nomination[] = [];
  const ids: HostileIds = {};
  SEED_LISTS.forEach((list, n) => {
    const random = createRandom(`hostile-${list.area}-${list.category}`);
    const prefix = ID_PREFIX[list.area];
    const tag = String(n + 1).padStart(2, '0');
    const markup = `${prefix}-HOSTILE-${tag}`;
    const wrongTypes = `${prefix}-WRONGTYPES-${tag}`;
    const noIdRow = `${prefix}-NOID-${tag}`;
    const base = { area: list.area, category: list.category, status: 'approved' as const };
    // A minute apart and newer than every other seeded record, so they head their lists.
    const at = (minute: number) =>
      new Date(Date.parse('2025-11-30T10:00:00.000Z') + (n * 3 + minute) * 60_000).toISOString();
    const best = list.area !== 'achievement';

    nominations.push(
      nomination({
        ...base,
        id: markup,
        isBest: best,
        submittedAt: at(0),
        record: poison(list.record(random, 0), { n: 0 }),
      }),
    );
    nominations.push(
      nomination({
        ...base,
        id: wrongTypes,
        isBest: best,
        submittedAt: at(1),
        record: mistype(list.record(random, 1)),
      }),
    );
    const withoutId = nomination({ ...base, id: noIdRow, submittedAt: at(2), record: list.record(random, 2) });
    delete withoutId.data.nominationId;
    nominations.push(withoutId);
    ids[`${list.area}/${list.category}`] = { markup, wrongTypes, noIdRow };
  });
  return { nominations, ids };
}

const isUrlKey = (key: string) => /(url|link|images)$/i.test(key);

/** Replaces every text with a hostile one (links with script URLs), cycling through them. */
function poison(value: Record<string, unknown>, counter: { n: number }): Record<string, unknown> {
  const walk = (item: unknown, key: string): unknown => {
    if (typeof item === 'string') {
      if (isUrlKey(key)) return HOSTILE_URLS[counter.n++ % HOSTILE_URLS.length];
      return TEXTS[counter.n++ % TEXTS.length];
    }
    if (Array.isArray(item)) return item.map((entry) => walk(entry, key));
    if (item && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, KEEP.has(k) ? v : walk(v, k)]));
    }
    return item;
  };
  return walk(value, '') as Record<string, unknown>;
}

/** In turn: arrays become a string or null, texts become numbers, booleans strings, nested objects a string. */
function mistype(value: Record<string, unknown>): Record<string, unknown> {
  let arrays = 0;
  let texts = 0;
  let objects = 0;
  const walk = (item: unknown, depth: number): unknown => {
    if (Array.isArray(item)) {
      const turn = arrays++ % 3;
      if (turn === 0)
        return item.map((entry) => (typeof entry === 'string' ? entry : JSON.stringify(entry))).join(', ');
      if (turn === 1) return null;
      return item.map((entry) => walk(entry, depth + 1));
    }
    if (typeof item === 'string') return texts++ % 2 === 0 ? 10_000 + texts : item;
    if (typeof item === 'boolean') return item ? 'yes' : 'no';
    if (item && typeof item === 'object') {
      if (depth > 0 && objects++ % 3 === 2) return 'see attached document';
      return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, KEEP.has(k) ? v : walk(v, depth + 1)]));
    }
    return item;
  };
  return walk(value, 0) as Record<string, unknown>;
}
