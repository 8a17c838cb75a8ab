import { ErrorBoundary } from '#components/ErrorBoundary.tsx';
import { Spinner } from '#components/Spinner.tsx';
import { RouteGuard } from '#features/auth/RouteGuard.tsx';
import { NominationRow } from './NominationRow.tsx';
import { MY_NOMINATIONS_TEXTS as TEXTS } from './texts.ts';
import { useMyNominations } from './use-my-nominations.ts';

export function ErrorBox({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
      Error: {message}
    </div>
  );
}

function List() {
  const state = useMyNominations();
  if (state.kind === 'loading') return <Spinner label={TEXTS.loading} />;
  if (state.kind === 'error') return <ErrorBox message={state.message} />;
  if (state.records.length === 0) {
    return (
      <div className="card p-8 text-center">
        <p className="text-slate-700">{TEXTS.empty}</p>
        <a href={TEXTS.nominateHref} className="btn-primary mt-4">
          {TEXTS.nominate}
        </a>
      </div>
    );
  }
  return (
    <ul className="space-y-4" aria-label={TEXTS.title}>
      {state.records.map((nomination) => (
        <NominationRow key={nomination.nominationId} nomination={nomination} />
      ))}
    </ul>
  );
}

/** Island: the signed-in user's own project nominations with their status (spec 1, section 2). */
export default function MyNominations() {
  return (
    <ErrorBoundary>
      <RouteGuard>{() => <List />}</RouteGuard>
    </ErrorBoundary>
  );
}
