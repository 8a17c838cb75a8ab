/**
 * The API's areas as the specs' section 7 spells them: base path, approved
 * list segments and their categories, the best list, the not-found message,
 * the id prefix and the payload schema submissions are validated with.
 */
import type * as v from 'valibot';
import { AchievementPayloadSchema } from '#api/schemas/achievement-payload.ts';
import { CompetitionPayloadSchema } from '#api/schemas/competition-payload.ts';
import { PlacementPayloadSchema } from '#api/schemas/placement-payload.ts';
import { ProjectPayloadSchema } from '#api/schemas/project-payload.ts';
import { bestItem, listItem } from './projections.ts';
import type { Area } from './store.ts';

export interface AreaRoutes {
  area: Area;
  /** e.g. `/api/project-nominations`. */
  base: string;
  /** Approved list segment → stored category. */
  lists: Record<string, string>;
  /** Whether `/approved/best` exists. */
  hasBest: boolean;
  /** Said on a 404 of `/approved/{id}`. */
  notFound: string;
  /** Noun used in messages. */
  noun: string;
  /** Validates `POST {base}`; areas without one accept no submissions. */
  payload?: v.GenericSchema;
  /** Shapes list items (lists may carry less than the whole record). */
  listItem: (category: string, record: Record<string, unknown>) => Record<string, unknown>;
  bestItem: (record: Record<string, unknown>) => Record<string, unknown>;
}

const AREAS: AreaRoutes[] = [
  {
    area: 'project',
    base: '/api/project-nominations',
    lists: { industry: 'Industry', 'in-house': 'In-House', research: 'Research', 'start-up': 'Start-Up' },
    hasBest: true,
    notFound: 'Project not found. This project might not exist or is not approved yet.',
    noun: 'Project nomination',
    payload: ProjectPayloadSchema,
    listItem: (category, record) => listItem('project', category, record),
    bestItem: (record) => bestItem('project', record),
  },
  {
    area: 'competition',
    base: '/api/competition-nominations',
    lists: {
      hackathons: 'Hackathon',
      'coding-contests': 'Coding Contest',
      'project-competitions': 'Project Competition',
    },
    hasBest: true,
    notFound: 'Competition entry not found. This competition entry might not exist or is not approved yet.',
    noun: 'Competition nomination',
    payload: CompetitionPayloadSchema,
    listItem: (category, record) => listItem('competition', category, record),
    bestItem: (record) => bestItem('competition', record),
  },
  {
    area: 'achievement',
    base: '/api/achievement-nominations',
    lists: {
      'research-publication': 'Research Publication',
      'global-certification': 'Global Certification',
      'higher-studies': 'Higher Studies',
      'open-source': 'Open Source',
    },
    hasBest: false,
    notFound: 'Achievement not found. It might not exist or is not approved yet.',
    noun: 'Achievement',
    payload: AchievementPayloadSchema,
    listItem: (category, record) => listItem('achievement', category, record),
    bestItem: (record) => record,
  },
  {
    area: 'placement',
    base: '/api/placement-nominations',
    lists: { placement: 'Placement', internship: 'Internship' },
    hasBest: true,
    notFound: 'Placement or internship details not found. It might not exist or is not approved yet.',
    noun: 'Placement nomination',
    payload: PlacementPayloadSchema,
    listItem: (category, record) => listItem('placement', category, record),
    bestItem: (record) => bestItem('placement', record),
  },
  {
    area: 'alumni',
    base: '/api/alumni',
    // The alumni list has no segment: `/api/alumni/approved`.
    lists: { '': 'Alumni' },
    hasBest: false,
    notFound: 'Alumni details not found. It might not exist or is not approved yet.',
    noun: 'Alumni',
    listItem: (category, record) => listItem('alumni', category, record),
    bestItem: (record) => record,
  },
];

/** The area whose base path starts `path`, with the rest of the path. */
export function areaOf(path: string): { area: AreaRoutes; rest: string } | undefined {
  for (const area of AREAS) {
    if (path === area.base) return { area, rest: '' };
    if (path.startsWith(`${area.base}/`)) return { area, rest: path.slice(area.base.length) };
  }
  return undefined;
}
