import { PROJECT_CATEGORIES, type ProjectCategory } from '#api/enums.ts';
import type { Project } from '#api/schemas/project.ts';
import { LongDate } from '#components/detail/LongDate.tsx';
import PosterCarousel from '#components/detail/PosterCarousel.tsx';
import { ErrorBoundary } from '#components/ErrorBoundary.tsx';
import { Spinner } from '#components/Spinner.tsx';
import { safeImage } from '#lib/safe-url.ts';
import { orNA } from '#lib/text.ts';
import { RouteGuard } from '#features/auth/RouteGuard.tsx';
import { ProjectDetail } from '../ProjectDetail.tsx';
import { ErrorBox } from './MyNominations.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { MY_NOMINATIONS_ROUTE, MY_NOMINATIONS_TEXTS as TEXTS } from './texts.ts';
import { useMyNominations } from './use-my-nominations.ts';

function categoryOf(project: Project): ProjectCategory {
  const category = project.category;
  return (PROJECT_CATEGORIES as readonly string[]).includes(category ?? '')
    ? (category as ProjectCategory)
    : 'In-House';
}

function Found({ project }: { project: Project }) {
  const title = orNA(project.projectTitle);
  const images = project.posterImages.map((src) => safeImage(src)).filter((src): src is string => Boolean(src));
  return (
    <>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 pt-6 text-sm text-slate-700 sm:px-6">
        <span className="font-medium">Status:</span>
        <StatusBadge status={project.status} />
        <span>
          {TEXTS.submittedOn} <LongDate value={project.submittedAt} />
        </span>
        <a
          href={MY_NOMINATIONS_ROUTE}
          className="ml-auto font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {TEXTS.backToList}
        </a>
      </div>
      <ProjectDetail
        project={project}
        category={categoryOf(project)}
        back={{ href: MY_NOMINATIONS_ROUTE }}
        gallery={images.length > 0 ? <PosterCarousel images={images} title={title} /> : undefined}
      />
    </>
  );
}

function Detail({ id }: { id: string }) {
  const state = useMyNominations();
  if (state.kind === 'loading') return <Spinner label={TEXTS.detailLoading} />;
  if (state.kind === 'error') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <ErrorBox message={state.message} />
      </div>
    );
  }
  const project = state.records.find((record) => record.nominationId === id || record._id === id);
  if (project) return <Found project={project} />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Nomination not found</h1>
      <p className="mt-3 text-slate-600">{TEXTS.notFound}</p>
      <a href={MY_NOMINATIONS_ROUTE} className="btn-primary mt-6">
        {TEXTS.backToList}
      </a>
    </div>
  );
}

/**
 * One of the signed-in user's own nominations, read-only with its status, for
 * `/projects/nominations/{id}` (mounted from the 404 page; those pages cannot
 * be pre-rendered). Guarded: signed-out users are sent to sign in and back.
 */
export function OwnNominationDetail({ id }: { id: string }) {
  return (
    <ErrorBoundary>
      <RouteGuard>{() => <Detail id={id} />}</RouteGuard>
    </ErrorBoundary>
  );
}
