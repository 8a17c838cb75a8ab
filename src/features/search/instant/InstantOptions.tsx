/**
 * The options under the top bar's search box: the best results for the words
 * (./ResultBody.tsx), then "See all N results";
 * with no words, the recent searches. Each option is a link with the
 * `option` role, so a click (a middle click, a long press) works as on any
 * link, and focus never leaves the box: the active option is the box's
 * `aria-activedescendant`, and pressing on an option does not take focus.
 */
import type { MouseEvent, ReactNode } from 'react';
import type { InstantResult } from './instant-result.ts';
import { ResultBody } from './ResultBody.tsx';

export type InstantOption =
  | { kind: 'result'; href: string; result: InstantResult }
  | { kind: 'all'; href: string; label: string }
  | { kind: 'recent'; href: string; query: string };

interface Props {
  id: string;
  label: string;
  options: InstantOption[];
  active: number;
  hidden: boolean;
  busy: boolean;
  onActive: (index: number) => void;
  onPick: (option: InstantOption, event: MouseEvent) => void;
}

export const optionId = (listbox: string, index: number) => `${listbox}-${index}`;

const keepFocusInTheBox = (event: MouseEvent) => event.preventDefault();

function Icon({ path }: { path: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-8 w-8 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-600"
    >
      <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
        <path d={path} />
      </svg>
    </span>
  );
}

export function InstantOptions({ id, label, options, active, hidden, busy, onActive, onPick }: Props) {
  const body = (option: InstantOption): ReactNode => {
    if (option.kind === 'result') return <ResultBody result={option.result} />;
    if (option.kind === 'all') {
      return (
        <>
          <Icon path="M5 12h14M13 6l6 6-6 6" />
          <span className="font-semibold text-brand-700">{option.label}</span>
        </>
      );
    }
    return (
      <>
        <Icon path="M12 7v5l3 2M21 12a9 9 0 1 1-9-9 9 9 0 0 1 9 9Z" />
        <span className="min-w-0 truncate text-slate-800">{option.query}</span>
      </>
    );
  };
  return (
    <div role="listbox" id={id} aria-label={label} aria-busy={busy} hidden={hidden} className="space-y-1 p-2">
      {options.map((option, index) => (
        <a
          key={option.kind === 'result' ? option.result.id : `${option.kind}:${option.href}`}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          href={option.href}
          tabIndex={-1}
          onMouseDown={keepFocusInTheBox}
          onMouseMove={() => index !== active && onActive(index)}
          onClick={(event) => onPick(option, event)}
          className="flex items-center gap-3 rounded-lg px-3 py-2 text-left aria-selected:bg-brand-50 aria-selected:ring-2 aria-selected:ring-brand-500"
        >
          {body(option)}
        </a>
      ))}
    </div>
  );
}
