/** A competition nomination as the backend returns it. */
import * as v from 'valibot';
import { listOf, personEntries, obj, recordEntries, text, textList } from './lenient.ts';

/** Achievements are a list of texts; an item written as `{name}` is read as its name. */
const achievementTexts = v.fallback(
  v.pipe(
    v.array(v.unknown()),
    v.transform((items) =>
      items.flatMap((item) => {
        const value = item && typeof item === 'object' && 'name' in item ? (item as { name: unknown }).name : item;
        return typeof value === 'string' && value.trim() ? [value.trim()] : [];
      }),
    ),
  ),
  [] as string[],
);

export const CompetitionSchema = v.object({
  ...recordEntries,
  competitionName: text,
  organizingBody: text,
  level: text,
  location: text,
  date: text,
  participationType: text,
  title: text,
  description: text,
  technologyDomain: text,
  techStack: textList,
  outcome: textList,
  achievements: achievementTexts,
  githubLink: text,
  pptLink: text,
  posterImages: textList,
  teamLeader: obj(personEntries),
  teamMembers: listOf(personEntries),
});

export type Competition = v.InferOutput<typeof CompetitionSchema>;
