/** A project nomination as the backend returns it (lists, details, best, own nominations). */
import * as v from 'valibot';
import { flag, listOf, obj, personEntries, recordEntries, text, textList } from './lenient.ts';

export const ProjectSchema = v.object({
  ...recordEntries,
  projectTitle: text,
  teamLeader: obj(personEntries),
  teamMembers: listOf(personEntries),
  problemStatement: text,
  features: textList,
  outcome: textList,
  achievements: listOf({ name: text, proofUrl: text }),
  technologyDomain: text,
  techStack: textList,
  mentor: obj({
    internalMentor: obj({ name: text, department: text, designation: text }),
  }),
  githubLink: text,
  liveUrl: text,
  videoUrl: text,
  posterImages: textList,
  industryDetails: obj({
    name: text,
    mentorName: text,
    mentorDesignation: text,
    description: text,
    certificateUrl: text,
  }),
  inHouseDetails: obj({
    facultyName: text,
    facultyDesignation: text,
    projectType: text,
    certificateUrl: text,
  }),
  researchDetails: obj({
    paperTitle: text,
    supervisorName: text,
    publicationType: text,
    publicationName: text,
    publicationDate: text,
    certificateUrl: text,
  }),
  startupDetails: obj({
    name: text,
    founders: listOf({ name: text, role: text }),
    foundationYear: text,
    description: text,
    incubatorName: text,
    isRegistered: flag,
  }),
});

export type Project = v.InferOutput<typeof ProjectSchema>;
