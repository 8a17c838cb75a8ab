/** An achievement as search and the feeds see it, besides its card (./views.ts). */
import type { AchievementCategory } from '#api/enums.ts';
import type { Achievement } from '#api/schemas/achievement.ts';
import type { SearchParts } from '../catalog/area-modules.ts';
import type { DocumentParts } from '../search/document.ts';
import { achievementDescription } from './AchievementDetail.tsx';
import { programLevelBadge } from './card.ts';

/** The date and facets each kind of achievement carries. */
function kindParts(achievement: Achievement, category: AchievementCategory): Pick<DocumentParts, 'eventDate' | 'facets'> {
  switch (category) {
    case 'Research Publication': {
      const details = achievement.researchDetails;
      const authors = details?.additionalAuthors ?? [];
      return {
        eventDate: details?.dates?.publicationDate,
        facets: { programme: authors.map((author) => author.program), batch: authors.map((author) => author.batch) },
      };
    }
    case 'Open Source': {
      const details = achievement.openSourceDetails;
      return {
        facets: { domain: [details?.techDomain], tech: details?.techStack ?? [], organization: [details?.organization], position: [details?.role] },
      };
    }
    case 'Higher Studies': {
      const details = achievement.higherStudiesDetails;
      return {
        eventDate: details?.admissionYear,
        facets: { organization: [details?.university], level: [programLevelBadge(details?.programLevel, details?.programLevelOther)] },
      };
    }
    case 'Global Certification': {
      const details = achievement.certificationDetails;
      return {
        eventDate: details?.issueDate,
        facets: { domain: [details?.technologyDomain], organization: [details?.issuingOrganization], level: [details?.certificationType] },
      };
    }
  }
}

export function achievementSearchParts(achievement: Achievement, category: AchievementCategory): SearchParts {
  const { eventDate, facets } = kindParts(achievement, category);
  const student = achievement.student;
  return {
    excerpt: achievementDescription(achievement, category),
    submittedAt: achievement.submittedAt,
    eventDate,
    facets: {
      ...facets,
      programme: [student?.programme, ...(facets.programme ?? [])],
      batch: [student?.batch, ...(facets.batch ?? [])],
    },
  };
}
