/**
 * The filters: one fieldset per facet, a checkbox per value with how many
 * results picking it would give. Values keep one order (by how many entries
 * carry them overall; years newest first), so nothing moves under the
 * pointer or the keyboard focus when counts change.
 */
import { useState } from 'react';
import { FACETS, type FacetCounts, type FacetKey } from './facets.ts';
import { SEARCH_TEXT } from './texts.ts';
import type { SearchState } from './url-state.ts';

/** Values shown before "Show all". */
const SHOWN = 6;

function orderedValues(key: FacetKey, totals: Record<string, number>, order?: readonly string[]): string[] {
  const values = Object.keys(totals);
  if (order)
    return [...order.filter((value) => value in totals), ...values.filter((value) => !order.includes(value)).sort()];
  if (key === 'year') return values.sort((a, b) => b.localeCompare(a));
  return values.sort((a, b) => totals[b]! - totals[a]! || a.localeCompare(b));
}

interface FacetGroupProps {
  facet: (typeof FACETS)[number];
  totals: Record<string, number>;
  counts: Record<string, number> | undefined;
  chosen: string[];
  order?: readonly string[];
  onToggle: (key: FacetKey, value: string) => void;
}

function FacetGroup({ facet, totals, counts, chosen, order, onToggle }: FacetGroupProps) {
  const [expanded, setExpanded] = useState(false);
  const values = orderedValues(facet.key, totals, order);
  const shown = expanded ? values : values.filter((value, index) => index < SHOWN || chosen.includes(value));
  const listId = `facet-${facet.key}`;
  return (
    <fieldset className="border-t border-slate-200 pt-4">
      <legend className="float-left w-full text-sm font-semibold text-slate-900">{facet.label}</legend>
      <ul id={listId} className="clear-both space-y-1 pt-2">
        {shown.map((value) => {
          const count = counts ? (counts[value] ?? 0) : totals[value]!;
          const checked = chosen.includes(value);
          return (
            <li key={value}>
              <label
                className={`flex cursor-pointer items-start gap-2 rounded-md px-1 py-1 text-sm hover:bg-brand-50 ${count === 0 && !checked ? 'text-slate-500' : 'text-slate-800'}`}
              >
                <input
                  type="checkbox"
                  name={facet.key}
                  value={value}
                  checked={checked}
                  onChange={() => onToggle(facet.key, value)}
                  className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                />
                <span className="min-w-0 flex-1 break-words">{value}</span>
                <span className="shrink-0 tabular-nums text-slate-500">({count})</span>
              </label>
            </li>
          );
        })}
      </ul>
      {values.length > SHOWN && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
          className="mt-1 rounded-md px-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {expanded ? SEARCH_TEXT.showFewer : SEARCH_TEXT.showAll(values.length)}
        </button>
      )}
    </fieldset>
  );
}

interface Props {
  totals: FacetCounts;
  /** Counts for the current search (the last one's while `counting`); undefined before the first one (totals show). */
  counts: FacetCounts | undefined;
  /** The current search's counts are on their way. */
  counting: boolean;
  state: SearchState;
  /** The areas in the site's order. */
  areaOrder: readonly string[];
  onToggle: (key: FacetKey, value: string) => void;
}

export function FacetPanel({ totals, counts, counting, state, areaOrder, onToggle }: Props) {
  return (
    <div className="space-y-4" aria-busy={counting}>
      {FACETS.filter((facet) => Object.keys(totals[facet.key] ?? {}).length > 0).map((facet) => (
        <FacetGroup
          key={facet.key}
          facet={facet}
          totals={totals[facet.key]!}
          counts={counts?.[facet.key]}
          chosen={state.filters[facet.key] ?? []}
          order={facet.key === 'area' ? areaOrder : undefined}
          onToggle={onToggle}
        />
      ))}
    </div>
  );
}
