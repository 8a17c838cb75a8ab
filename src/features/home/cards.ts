/**
 * What a home carousel card shows, computed from a backend record (spec 2,
 * section 2.2). The same function runs at build time (pre-rendered cards) and
 * in the browser (refreshed cards), so both always agree.
 */
import type { Competition } from '#api/schemas/competition.ts';
import type { Placement } from '#api/schemas/placement.ts';
import type { Project } from '#api/schemas/project.ts';
import { safeImage } from '#lib/safe-url.ts';
import type { CarouselKind } from './texts.ts';
import { AREA, detailHref, type Area } from '../areas.ts';

export interface HomeCard {
  key: string;
  href: string;
  /** A safe image URL, or none (the emoji is shown instead). */
  image?: string;
  imageShape: 'wide' | 'round';
  emoji: string;
  title: string;
  badge: string;
  lines: string[];
}

const PROJECT_ICON: Record<string, string> = { 'In-House': '🏫', Industry: '🏭', Research: '🔬', 'Start-Up': '🚀' };
const COMPETITION_ICON: Record<string, string> = {
  Hackathon: '💻',
  'Coding Contest': '⌨️',
  'Project Competition': '🏆',
};

/** The detail page of a record of `area`, by the category it names (none: the record has no page). */
function route(area: Area, category: string | undefined, id: string): string | null {
  const base = category !== undefined && Object.hasOwn(area.details, category) ? area.details[category] : undefined;
  return base ? detailHref(base, id) : null;
}

export function projectCard(project: Project): HomeCard | null {
  const href = route(AREA.projects, project.category, project.nominationId);
  if (!href) return null;
  const category = project.category!;
  return {
    key: project.nominationId,
    href,
    image: safeImage(project.posterImages[0]),
    imageShape: 'wide',
    emoji: PROJECT_ICON[category] ?? '💡',
    title: project.projectTitle ?? 'Untitled project',
    badge: `${PROJECT_ICON[category] ?? ''} ${category}`.trim(),
    lines: [project.teamLeader?.name ?? 'Team Project'],
  };
}

/** Start-up cards also show the foundation year and the start-up's name. */
export function startupCard(project: Project): HomeCard | null {
  const card = projectCard(project);
  if (!card) return null;
  const details = project.startupDetails;
  return {
    ...card,
    lines: [`${details?.foundationYear ?? 'Year'} · ${details?.name ?? 'Startup Name'}`, card.lines[0]!],
  };
}

export function competitionCard(competition: Competition): HomeCard | null {
  const href = route(AREA.competitions, competition.category, competition.nominationId);
  if (!href) return null;
  const category = competition.category!;
  return {
    key: competition.nominationId,
    href,
    image: safeImage(competition.posterImages[0]),
    imageShape: 'wide',
    emoji: COMPETITION_ICON[category] ?? '🏆',
    title: competition.competitionName ?? competition.title ?? 'Competition',
    badge: category,
    lines: [competition.teamLeader?.name ?? 'Team Leader', competition.level ?? ''].filter(Boolean),
  };
}

/** "Package: x" for a placement, "Stipend: x" for an internship; x is pkg, else duration, else N/A. */
export function payLine(placement: Placement): string {
  const label = placement.category === 'Internship' ? 'Stipend' : 'Package';
  return `${label}: ${placement.pkg ?? placement.duration ?? 'N/A'}`;
}

export function placementCard(placement: Placement): HomeCard | null {
  const href = route(AREA.placements, placement.category, placement.nominationId);
  if (!href) return null;
  return {
    key: placement.nominationId,
    href,
    image: safeImage(placement.student?.profileImageUrl),
    imageShape: 'round',
    emoji: placement.category === 'Internship' ? '💼' : '🎓',
    title: placement.organizationName ?? 'Organization',
    badge: placement.category!,
    lines: [placement.student?.name ?? 'Student', placement.studentDesignation ?? '', payLine(placement)].filter(
      Boolean,
    ),
  };
}

function cardsOf<T>(records: T[], toCard: (record: T) => HomeCard | null): HomeCard[] {
  return records.flatMap((record) => toCard(record) ?? []);
}

const isStartup = (project: Project) => project.category === 'Start-Up';

/** The carousels each best list fills, with their cards of its records (the build's and the refreshed ones alike). */
export const CAROUSELS_OF = {
  projects: (projects: Project[]) => ({
    bestProjects: cardsOf(
      projects.filter((project) => !isStartup(project)),
      projectCard,
    ),
    startups: cardsOf(projects.filter(isStartup), startupCard),
  }),
  competitions: (competitions: Competition[]) => ({ competitions: cardsOf(competitions, competitionCard) }),
  placements: (placements: Placement[]) => ({ placements: cardsOf(placements, placementCard) }),
} satisfies Record<string, (records: never[]) => Partial<Record<CarouselKind, HomeCard[]>>>;
