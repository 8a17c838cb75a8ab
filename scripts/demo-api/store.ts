/**
 * The demo backend's storage: one SQLite table of nominations (every area) and
 * a small key/value meta table, through `node:sqlite`. Records are kept as
 * JSON; the columns beside it exist for the queries the routes make.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';

export type Area = 'project' | 'competition' | 'achievement' | 'placement' | 'alumni';
export type Status = 'pending' | 'approved' | 'rejected';
export const STATUSES: readonly Status[] = ['pending', 'approved', 'rejected'];

/** One nomination as stored. `data` is the record as the API returns it (status and isBest come from the columns). */
export interface Nomination {
  id: string;
  area: Area;
  category: string;
  status: Status;
  isBest: boolean;
  ownerEmail: string | null;
  submittedAt: string;
  data: Record<string, unknown>;
}

/** A stored row before its JSON is parsed; list routes parse only what they return. */
interface Row {
  id: string;
  area: string;
  category: string;
  status: string;
  is_best: number;
  owner_email: string | null;
  submitted_at: string;
  data: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS nominations (
  id TEXT PRIMARY KEY,
  area TEXT NOT NULL,
  category TEXT NOT NULL,
  status TEXT NOT NULL,
  is_best INTEGER NOT NULL DEFAULT 0,
  owner_email TEXT,
  submitted_at TEXT NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS nominations_by_list ON nominations (area, status, category, submitted_at);
CREATE INDEX IF NOT EXISTS nominations_by_owner ON nominations (owner_email, area);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

const NEWEST_FIRST = 'ORDER BY submitted_at DESC, rowid DESC';

export class DemoStore {
  readonly path: string;
  readonly #db: DatabaseSync;
  readonly #insert: StatementSync;
  readonly #get: StatementSync;
  readonly #approved: StatementSync;
  readonly #best: StatementSync;
  readonly #byOwner: StatementSync;

  /** Opens (and creates) the database at `path`; `':memory:'` for a throwaway one. */
  constructor(path: string) {
    this.path = path;
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.#db = new DatabaseSync(path);
    this.#db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
    this.#db.exec(SCHEMA);
    this.#insert = this.#db.prepare(
      `INSERT INTO nominations (id, area, category, status, is_best, owner_email, submitted_at, data)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#get = this.#db.prepare('SELECT * FROM nominations WHERE id = ?');
    this.#approved = this.#db.prepare(
      `SELECT * FROM nominations WHERE area = ? AND status = 'approved' AND category = ? ${NEWEST_FIRST}`,
    );
    this.#best = this.#db.prepare(
      `SELECT * FROM nominations WHERE area = ? AND status = 'approved' AND is_best = 1 ${NEWEST_FIRST}`,
    );
    this.#byOwner = this.#db.prepare(`SELECT * FROM nominations WHERE owner_email = ? AND area = ? ${NEWEST_FIRST}`);
  }

  /** Adds one nomination; throws when the id exists. */
  insert(nomination: Nomination): void {
    this.#insert.run(...toParams(nomination));
  }

  /** Adds many nominations in one transaction (all or nothing). */
  bulkInsert(nominations: Iterable<Nomination>): number {
    let count = 0;
    this.transaction(() => {
      for (const nomination of nominations) {
        this.#insert.run(...toParams(nomination));
        count++;
      }
    });
    return count;
  }

  get(id: string): Nomination | undefined {
    const row = this.#get.get(id) as Row | undefined;
    return row ? fromRow(row) : undefined;
  }

  /** Approved nominations of one area and category, newest first. */
  listApproved(area: Area, category: string): Nomination[] {
    return (this.#approved.all(area, category) as unknown as Row[]).map(fromRow);
  }

  /** Approved nominations of one area marked best, newest first. */
  listBest(area: Area): Nomination[] {
    return (this.#best.all(area) as unknown as Row[]).map(fromRow);
  }

  /** One owner's nominations of one area, any status, newest first. */
  listByOwner(area: Area, ownerEmail: string): Nomination[] {
    return (this.#byOwner.all(ownerEmail.toLowerCase(), area) as unknown as Row[]).map(fromRow);
  }

  /** Every nomination matching the filters, newest first (the CLI's list). */
  listAll(filter: { area?: Area; status?: Status } = {}): Nomination[] {
    const where: string[] = [];
    const params: string[] = [];
    if (filter.area) {
      where.push('area = ?');
      params.push(filter.area);
    }
    if (filter.status) {
      where.push('status = ?');
      params.push(filter.status);
    }
    const sql = `SELECT * FROM nominations ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ${NEWEST_FIRST}`;
    return (this.#db.prepare(sql).all(...params) as unknown as Row[]).map(fromRow);
  }

  /** Returns false when there is no nomination with that id. */
  setStatus(id: string, status: Status): boolean {
    return this.#db.prepare('UPDATE nominations SET status = ? WHERE id = ?').run(status, id).changes > 0;
  }

  /** Replaces a nomination's record (the benchmark's approval with a new photo); false when there is none. */
  setData(id: string, data: Record<string, unknown>): boolean {
    return this.#db.prepare('UPDATE nominations SET data = ? WHERE id = ?').run(JSON.stringify(data), id).changes > 0;
  }

  /** Returns false when there is no nomination with that id. */
  setBest(id: string, best: boolean): boolean {
    return this.#db.prepare('UPDATE nominations SET is_best = ? WHERE id = ?').run(best ? 1 : 0, id).changes > 0;
  }

  /** How many nominations match (all when no filter). */
  count(filter: { area?: Area; status?: Status; category?: string } = {}): number {
    const where: string[] = [];
    const params: string[] = [];
    for (const [column, value] of [
      ['area', filter.area],
      ['status', filter.status],
      ['category', filter.category],
    ] as const) {
      if (value === undefined) continue;
      where.push(`${column} = ?`);
      params.push(value);
    }
    const sql = `SELECT COUNT(*) AS n FROM nominations ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    return Number((this.#db.prepare(sql).get(...params) as { n: number }).n);
  }

  /** Removes every nomination (meta such as the token secret stays). */
  clear(): void {
    this.#db.exec('DELETE FROM nominations');
    this.#db.exec("DELETE FROM meta WHERE key LIKE 'seq:%'");
  }

  getMeta(key: string): string | undefined {
    const row = this.#db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
    return row?.value;
  }

  setMeta(key: string, value: string): void {
    this.#db
      .prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
      .run(key, value);
  }

  /** The next number of a named counter, starting at 1 (used for readable nomination ids). */
  nextSequence(name: string): number {
    const key = `seq:${name}`;
    const next = Number(this.getMeta(key) ?? '0') + 1;
    this.setMeta(key, String(next));
    return next;
  }

  /** Runs `work` in one transaction, rolled back if it throws; inside another transaction it joins that one. */
  transaction<T>(work: () => T): T {
    if (this.#db.isTransaction) return work();
    this.#db.exec('BEGIN');
    try {
      const result = work();
      this.#db.exec('COMMIT');
      return result;
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}

function toParams(n: Nomination): [string, string, string, string, number, string | null, string, string] {
  return [
    n.id,
    n.area,
    n.category,
    n.status,
    n.isBest ? 1 : 0,
    n.ownerEmail?.toLowerCase() ?? null,
    n.submittedAt,
    JSON.stringify(n.data),
  ];
}

function fromRow(row: Row): Nomination {
  return {
    id: row.id,
    area: row.area as Area,
    category: row.category,
    status: row.status as Status,
    isBest: row.is_best === 1,
    ownerEmail: row.owner_email,
    submittedAt: row.submitted_at,
    data: JSON.parse(row.data) as Record<string, unknown>,
  };
}
