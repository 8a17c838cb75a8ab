/**
 * The 404 page's island. When the address is a detail route whose entry is
 * newer than the last build, it fetches `approved/{id}` and renders the same
 * detail view the static pages use, with the spec's loading, not-found and
 * error states. For any other address it leaves the static "Page Not Found".
 */
import { useEffect, useState, type ReactNode } from 'react';
import { isApiError } from '#api/http.ts';
import { ErrorBoundary } from '#components/ErrorBoundary.tsx';
import { GoBack, type BackAction } from '#components/detail/primitives.tsx';
import { Spinner } from '#components/Spinner.tsx';
import { OwnNominationDetail } from '../projects/my-nominations/OwnNominationDetail.tsx';
import { nominationIdFromPath } from '../projects/my-nominations/texts.ts';
import { listRoute, matchDetailRoute, type DetailRouteMatch } from '../areas.ts';
import { loadFresh } from './load.ts';
import type { FreshResult } from './types.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'loading'; text: string }
  | { kind: 'done'; result: FreshResult }
  | { kind: 'error'; message: string };

/** Hides the static "Page Not Found" while this island shows something else. */
function hideStaticNotFound(hidden: boolean) {
  const element = document.getElementById('not-found');
  if (element) element.hidden = hidden;
}

function useFreshEntry(): { state: State; match: DetailRouteMatch | null; back: BackAction } {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [match] = useState(() => (typeof window === 'undefined' ? null : matchDetailRoute(window.location.pathname)));
  const listHref = match ? listRoute(match.area, match.category) : '/';
  const back: BackAction = {
    href: listHref,
    onBack: () => (window.history.length > 1 ? window.history.back() : window.location.assign(listHref)),
  };

  useEffect(() => {
    if (!match) return;
    hideStaticNotFound(true);
    // After hydration, by design: the pre-rendered 404 page cannot know which entry the browser asked for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState({ kind: 'loading', text: match.area.loading(match.category) });
    let cancelled = false;
    loadFresh(match.area, match.id, match.category).then(
      (result) => {
        if (cancelled) return;
        if (result.kind === 'found') document.title = `${result.title} | Wall of Fame`;
        setState({ kind: 'done', result });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error(error);
        setState({
          kind: 'error',
          message: isApiError(error) ? error.message : 'Something went wrong. Please try again.',
        });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [match]);

  return { state, match, back };
}

function MessageCard({ title, message, back }: { title: string; message: string; back: BackAction }) {
  return (
    <div role="alert" className="card mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{message}</p>
      <div className="mt-6">
        <GoBack {...back} />
      </div>
    </div>
  );
}

function Fresh(): ReactNode {
  const { state, back } = useFreshEntry();
  if (state.kind === 'idle') return null;
  if (state.kind === 'loading') return <Spinner label={state.text} className="min-h-[50vh]" />;
  if (state.kind === 'error') {
    return (
      <div className="px-4 py-16">
        <MessageCard title="Error" message={state.message} back={back} />
      </div>
    );
  }
  const { result } = state;
  if (result.kind === 'notFound') {
    return (
      <div className="px-4 py-16">
        <MessageCard title="Not found" message={result.message} back={back} />
      </div>
    );
  }
  return <>{result.render(back)}</>;
}

/** A user's own nomination (`/projects/nominations/{id}`): private, so never pre-rendered. */
function OwnNomination({ id }: { id: string }) {
  useEffect(() => hideStaticNotFound(true), []);
  return <OwnNominationDetail id={id} />;
}

function Route() {
  const [ownId] = useState(() =>
    typeof window === 'undefined' ? null : nominationIdFromPath(window.location.pathname),
  );
  return ownId ? <OwnNomination id={ownId} /> : <Fresh />;
}

export default function FreshDetail() {
  return (
    <ErrorBoundary>
      <Route />
    </ErrorBoundary>
  );
}
