/** An achievement's detail view: the variant of its route's category, plus what its page's head says. */
import type { AchievementCategory } from '#api/enums.ts';
import type { Achievement } from '#api/schemas/achievement.ts';
import type { BackAction } from '#components/detail/primitives.tsx';
import { orNA } from '#lib/text.ts';
import { CertificationDetail } from './CertificationDetail.tsx';
import { HigherStudiesDetail } from './HigherStudiesDetail.tsx';
import { OpenSourceDetail } from './OpenSourceDetail.tsx';
import { ResearchDetail } from './ResearchDetail.tsx';
import { clip } from '#lib/text.ts';

interface Props {
  achievement: Achievement;
  /** The category of the route, which picks the variant. */
  category: AchievementCategory;
  back: BackAction;
}

export function AchievementDetail({ achievement, category, back }: Props) {
  switch (category) {
    case 'Research Publication':
      return <ResearchDetail achievement={achievement} back={back} />;
    case 'Open Source':
      return <OpenSourceDetail achievement={achievement} back={back} />;
    case 'Higher Studies':
      return <HigherStudiesDetail achievement={achievement} back={back} />;
    case 'Global Certification':
      return <CertificationDetail achievement={achievement} back={back} />;
  }
}

/** The details block a category reads. */
function detailsOf(achievement: Achievement, category: AchievementCategory) {
  switch (category) {
    case 'Research Publication':
      return achievement.researchDetails;
    case 'Open Source':
      return achievement.openSourceDetails;
    case 'Higher Studies':
      return achievement.higherStudiesDetails;
    case 'Global Certification':
      return achievement.certificationDetails;
  }
}

/**
 * Whether a fetched record is one of this route's kind: its category when it
 * has one, else whether it carries this kind's details block. A research id
 * opened on the certification route is not.
 */
export function belongsTo(achievement: Achievement, category: AchievementCategory): boolean {
  if (achievement.category !== undefined) return achievement.category === category;
  return detailsOf(achievement, category) !== undefined;
}

/** The page's title: what the view's header shows. */
export function achievementTitle(achievement: Achievement, category: AchievementCategory): string {
  switch (category) {
    case 'Research Publication':
      return orNA(achievement.researchDetails?.title);
    case 'Open Source':
      return orNA(achievement.openSourceDetails?.projectName);
    case 'Higher Studies':
      return orNA(achievement.higherStudiesDetails?.university);
    case 'Global Certification':
      return orNA(achievement.certificationDetails?.certificationName);
  }
}

const KIND: Record<AchievementCategory, string> = {
  'Research Publication': 'Research publication',
  'Open Source': 'Open source contribution',
  'Higher Studies': 'Higher studies',
  'Global Certification': 'Global certification',
};

/** The meta description: the entry's own description, else who achieved what. */
export function achievementDescription(achievement: Achievement, category: AchievementCategory): string {
  const own = detailsOf(achievement, category)?.description;
  if (own) return clip(own, 160);
  return clip(
    `${KIND[category]} by ${orNA(achievement.student?.name)}: ${achievementTitle(achievement, category)}`,
    160,
  );
}
