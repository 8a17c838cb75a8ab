/**
 * Dot paths into form state (`teamLeader.name`, `features.0`,
 * `startupDetails.founders.1.role`): the same paths the payload schema reports
 * errors under, so a field, its value and its error share one name.
 */

export type Path = string;

/**
 * The dot paths into a state `S` whose value is a `V`: `PathsTo<State, string>`
 * holds `teamLeader.name` and `features.${number}`, so a field given a
 * mistyped path (or a path to a list where a text belongs) fails the type check.
 */
export type PathsTo<S, V> = S extends readonly (infer E)[]
  ? (E extends V ? `${number}` : never) | `${number}.${PathsTo<E, V>}`
  : S extends object
    ? {
        [K in keyof S & string]: (NonNullable<S[K]> extends V ? K : never) | `${K}.${PathsTo<NonNullable<S[K]>, V>}`;
      }[keyof S & string]
    : never;

function segments(path: Path): string[] {
  return path === '' ? [] : path.split('.');
}

/** The value at `path`, or undefined when any step is missing. */
export function getIn(source: unknown, path: Path): unknown {
  let current: unknown = source;
  for (const key of segments(path)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `source` with `value` at `path`; only the objects along the path are copied. */
export function setIn<T>(source: T, path: Path, value: unknown): T {
  const keys = segments(path);
  if (keys.length === 0) return value as T;
  const [head, ...rest] = keys as [string, ...string[]];
  const container: unknown = source ?? (/^\d+$/.test(head) ? [] : {});
  const child = (container as Record<string, unknown>)[head];
  const next = rest.length === 0 ? value : setIn(child, rest.join('.'), value);
  if (Array.isArray(container)) {
    const copy = container.slice();
    copy[Number(head)] = next;
    return copy as T;
  }
  return { ...(container as object), [head]: next } as T;
}

/** The DOM id of the control for `path` (dots become dashes): `field-teamLeader-name`. */
export function fieldId(path: Path): string {
  return `field-${path.replace(/[^A-Za-z0-9_]/g, '-')}`;
}

export const hintId = (path: Path) => `${fieldId(path)}-hint`;
export const errorId = (path: Path) => `${fieldId(path)}-error`;

/** `achievements.3.proofUrl` → `achievements.proofUrl` (for per-list templates). */
export function withoutIndices(path: Path): Path {
  return segments(path)
    .filter((key) => !/^\d+$/.test(key))
    .join('.');
}

/**
 * Maps payload paths back to state paths when building the payload drops rows
 * (blank achievements): the error `achievements.0.proofUrl` of the payload
 * belongs to state row 2 if rows 0 and 1 were blank.
 */
export class PathMap {
  private readonly moves = new Map<Path, Path>();

  /** Keeps the rows of the list at `listPath` that pass `keep`, remembering where each came from. */
  keepRows<T>(listPath: Path, rows: readonly T[], keep: (row: T) => boolean): T[] {
    const kept: T[] = [];
    rows.forEach((row, index) => {
      if (!keep(row)) return;
      if (kept.length !== index) this.moves.set(`${listPath}.${kept.length}`, `${listPath}.${index}`);
      kept.push(row);
    });
    return kept;
  }

  /** The state path of a payload path. */
  toState(path: Path): Path {
    const keys = segments(path);
    for (let length = keys.length; length > 0; length -= 1) {
      const prefix = keys.slice(0, length).join('.');
      const moved = this.moves.get(prefix);
      if (moved !== undefined) return [moved, ...keys.slice(length)].join('.');
    }
    return path;
  }
}
