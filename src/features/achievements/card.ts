/**
 * What an achievement list card shows, per category (spec 2, section 2.6,
 * the table): its title, top badge and the one "expanded extra" behind
 * Show More. Pure data, so the table is tested without rendering.
 */
import type { AchievementCategory } from '#api/enums.ts';
import type { Achievement } from '#api/schemas/achievement.ts';
import type { CardModel } from '#components/showcase/card-model.ts';
import { safeImage } from '#lib/safe-url.ts';
import { firstWords, orNA } from '#lib/text.ts';
import { ABSTRACT_PREVIEW_WORDS } from './texts.ts';

export interface AchievementCardView {
  /** The card's title; undefined renders 'N/A'. */
  title: string | undefined;
  /** The top badge; undefined shows no badge. */
  badge: string | undefined;
  /** What Show More reveals: a labelled value ('N/A' when absent). */
  extra: { label: string; value: string | undefined; prose?: boolean };
}

/** Higher studies: the custom "Please specify" text takes precedence over the level itself. */
export function programLevelBadge(level: string | undefined, other: string | undefined): string | undefined {
  return other ?? level;
}

/**
 * The letter of a research card's avatar when there is no photo: the first
 * character (a whole grapheme, so an emoji stays intact) of the name, else "S".
 */
export function avatarLetter(name: string | undefined): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) return 'S';
  const first = new Intl.Segmenter().segment(trimmed)[Symbol.iterator]().next().value?.segment ?? 'S';
  return first.toUpperCase();
}

export function achievementCardView(record: Achievement, category: AchievementCategory): AchievementCardView {
  switch (category) {
    case 'Research Publication': {
      const details = record.researchDetails;
      const abstract = firstWords(details?.description, ABSTRACT_PREVIEW_WORDS);
      return {
        title: details?.title,
        badge: details?.publicationType,
        extra: { label: 'Abstract', value: abstract || undefined, prose: true },
      };
    }
    case 'Global Certification': {
      const details = record.certificationDetails;
      return {
        title: details?.certificationName,
        badge: details?.issuingOrganization,
        extra: { label: 'Certification Level', value: details?.certificationType },
      };
    }
    case 'Higher Studies': {
      const details = record.higherStudiesDetails;
      return {
        title: details?.course,
        badge: programLevelBadge(details?.programLevel, details?.programLevelOther),
        extra: { label: 'Admission Year', value: details?.admissionYear },
      };
    }
    case 'Open Source': {
      const details = record.openSourceDetails;
      return {
        title: details?.projectName,
        badge: details?.role,
        extra: { label: 'Organization', value: details?.organization },
      };
    }
  }
}

/** An achievement list card (spec 2, section 2.6): photo, top badge, title, student facts, the expanded extra behind Show More. */
export function achievementCard(record: Achievement, category: AchievementCategory, href: string): CardModel {
  const view = achievementCardView(record, category);
  const student = record.student;
  return {
    href,
    title: orNA(view.title),
    layout: 'portrait',
    image: safeImage(student?.profileImageUrl),
    letter: category === 'Research Publication' ? avatarLetter(student?.name) : undefined,
    badges: view.badge ? [{ text: view.badge }] : [],
    lead: orNA(student?.name),
    facts: [
      ['Programme', student?.programme],
      ['Roll Number', student?.rollNumber],
    ],
    more: view.extra,
  };
}
