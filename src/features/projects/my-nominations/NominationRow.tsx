import type { Project } from '#api/schemas/project.ts';
import { LongDate } from '#components/detail/LongDate.tsx';
import { orNA } from '#lib/text.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { MY_NOMINATIONS_TEXTS as TEXTS, nominationHref } from './texts.ts';

/** One nomination: the whole row is one link; "View Details" only looks like a button. */
export function NominationRow({ nomination }: { nomination: Project }) {
  return (
    <li>
      <a
        href={nominationHref(nomination.nominationId)}
        className="card group flex flex-col gap-4 p-5 transition-shadow hover:shadow-md sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold text-slate-900 group-hover:text-brand-700">
              {orNA(nomination.projectTitle)}
            </h2>
            <StatusBadge status={nomination.status} />
          </div>
          <dl className="flex flex-col gap-x-6 gap-y-1 text-sm text-slate-600 sm:flex-row sm:flex-wrap">
            <div>
              <dt className="inline font-medium text-slate-700">Category: </dt>
              <dd className="inline">{orNA(nomination.category)}</dd>
            </div>
            <div>
              <dt className="inline font-medium text-slate-700">Team Leader: </dt>
              <dd className="inline">{orNA(nomination.teamLeader?.name)}</dd>
            </div>
            <div>
              <dt className="inline font-medium text-slate-700">{TEXTS.submittedOn}: </dt>
              <dd className="inline">
                <LongDate value={nomination.submittedAt} />
              </dd>
            </div>
          </dl>
        </div>
        <span className="btn-primary shrink-0 self-start sm:self-center">{TEXTS.viewDetails}</span>
      </a>
    </li>
  );
}
