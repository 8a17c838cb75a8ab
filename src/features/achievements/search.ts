/** An achievement as search and the feeds see it, besides its card (./views.ts). */
import type { AchievementCategory } from '#api/enums.ts';
import type { Achievement } from '#api/schemas/achievement.ts';
import type { SearchFacts, SearchWords } from '../search/document.ts';
import { achievementDescription } from './AchievementDetail.tsx';
import { dateFact, fact, prose, searchText, type Passage } from '../search/search-text.ts';
import { programLevelBadge } from './card.ts';
import { programLevelText } from './HigherStudiesDetail.tsx';
import { publicationLabels } from './publication-labels.ts';

/** The date and facets each kind of achievement carries. */
function kindParts(achievement: Achievement, category: AchievementCategory): Pick<SearchFacts, 'eventDate' | 'facets'> {
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
        facets: {
          domain: [details?.techDomain],
          tech: details?.techStack ?? [],
          organization: [details?.organization],
          position: [details?.role],
        },
      };
    }
    case 'Higher Studies': {
      const details = achievement.higherStudiesDetails;
      return {
        eventDate: details?.admissionYear,
        facets: {
          organization: [details?.university],
          level: [programLevelBadge(details?.programLevel, details?.programLevelOther)],
        },
      };
    }
    case 'Global Certification': {
      const details = achievement.certificationDetails;
      return {
        eventDate: details?.issueDate,
        facets: {
          domain: [details?.technologyDomain],
          organization: [details?.issuingOrganization],
          level: [details?.certificationType],
        },
      };
    }
  }
}

/** What the detail page of each kind shows (its view in this folder): its title and prose first, then facts. */
function kindPassages(achievement: Achievement, category: AchievementCategory): Passage[] {
  switch (category) {
    case 'Research Publication': {
      const details = achievement.researchDetails;
      const labels = publicationLabels(details?.publicationType);
      return [
        prose(details?.title),
        prose(details?.description),
        prose(details?.outcome),
        fact('Publication Type', details?.publicationType),
        dateFact('Publication Date', details?.dates?.publicationDate),
        fact(labels.primaryInfo, details?.publisherInfo?.primaryInfo),
        fact(labels.secondaryInfo, details?.publisherInfo?.secondaryInfo),
        fact(labels.eIdentifier, details?.identifiers?.eIdentifier),
        fact(labels.printIdentifier, details?.identifiers?.printIdentifier),
        fact(
          'Awards',
          (details?.awards ?? []).map((award) => award.name),
        ),
        fact('Student Author', achievement.student?.name),
        fact(
          'Additional Authors',
          (details?.additionalAuthors ?? []).map((author) => author.name),
        ),
        fact('Supervisor', details?.supervisor?.name),
      ];
    }
    case 'Open Source': {
      const details = achievement.openSourceDetails;
      return [
        prose(details?.projectName),
        prose(details?.description),
        prose(details?.contributions),
        prose(details?.impact),
        fact('Organization', details?.organization),
        fact('Role', details?.role),
        fact('Program', details?.program),
        fact('Pull Requests Merged', details?.pr),
        fact('Domain', details?.techDomain),
        fact('Tech Stack', details?.techStack),
        fact(
          'Awards',
          (details?.awards ?? []).map((award) => award.name),
        ),
        fact('Primary Contributor', achievement.student?.name),
      ];
    }
    case 'Higher Studies': {
      const details = achievement.higherStudiesDetails;
      return [
        prose(details?.university),
        prose(details?.description),
        fact('University Type', details?.universityType),
        fact('Country', details?.country),
        fact('Program Level', programLevelText(details?.programLevel, details?.programLevelOther)),
        fact('Course', details?.course),
        fact('Specialization', details?.specialization),
        fact('Admission Year', details?.admissionYear),
        fact('Student', achievement.student?.name),
      ];
    }
    case 'Global Certification': {
      const details = achievement.certificationDetails;
      return [
        prose(details?.certificationName),
        prose(details?.description),
        prose(details?.outcome),
        fact('Issuing Organization', details?.issuingOrganization),
        fact('Certification Type', details?.certificationType),
        fact('Technology Domain', details?.technologyDomain),
        fact('Skills', details?.skills),
        dateFact('Issue Date', details?.issueDate),
        dateFact('Expiry Date', details?.expiryDate),
        fact('Credential ID', details?.credentialId),
        fact(
          'Awards',
          (details?.awards ?? []).map((award) => award.name),
        ),
        fact('Certified Student', achievement.student?.name),
      ];
    }
  }
}

/** Its title and prose, then its facts, as the detail page of its kind shows them (search-text.ts). */
function achievementSearchText(achievement: Achievement, category: AchievementCategory): string[] {
  return searchText(...kindPassages(achievement, category));
}

/** Its dates and facet values: its own kind's, then the student's programme and batch. */
export function achievementFacts(achievement: Achievement, category: AchievementCategory): SearchFacts {
  const { eventDate, facets } = kindParts(achievement, category);
  const student = achievement.student;
  return {
    submittedAt: achievement.submittedAt,
    eventDate,
    facets: {
      ...facets,
      programme: [student?.programme, ...(facets.programme ?? [])],
      batch: [student?.batch, ...(facets.batch ?? [])],
    },
  };
}

export function achievementWords(achievement: Achievement, category: AchievementCategory): SearchWords {
  return {
    excerpt: achievementDescription(achievement, category),
    text: achievementSearchText(achievement, category),
  };
}
