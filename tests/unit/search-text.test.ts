/**
 * What search reads of an entry (issue 43): its own text, labels and values
 * apart ("Country: Canada"), not the page's headings. Each area's fixture is
 * put through its real detail page's main content and Pagefind's own
 * indexer, and what Pagefind kept is checked: the old pages gave
 * "TypeForeign. CountryCanada. Program Details." and "Internship. Umbrella
 * Robotics. Nomination ID: …".
 */
import { gunzipSync } from 'node:zlib';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import * as pagefind from 'pagefind';
import type * as v from 'valibot';
import { parseRecords } from '#api/schemas/lenient.ts';
import { AchievementSchema } from '#api/schemas/achievement.ts';
import { AlumniSchema } from '#api/schemas/alumni.ts';
import { CompetitionSchema } from '#api/schemas/competition.ts';
import { PlacementSchema } from '#api/schemas/placement.ts';
import { ProjectSchema } from '#api/schemas/project.ts';
import { AREA, listRoute, type Area, type CatalogRecord } from '#features/areas.ts';
import { viewsOf, type DetailView } from '#features/catalog/area-modules.ts';
import { entryDocument } from '#features/search/catalog.ts';
import type { SearchDocument } from '#features/search/document.ts';
import { searchMetaHtml } from '#features/search/search-meta.ts';
import { fact, prose, searchText } from '#features/search/search-text.ts';

/** A record as the build reads it from the backend. */
function one<S extends v.GenericSchema>(schema: S, raw: object): v.InferOutput<S> {
  const record = parseRecords(schema, [raw]).records[0];
  if (!record) throw new Error(`fixture dropped: ${JSON.stringify(raw)}`);
  return record;
}

interface Fixture {
  area: string;
  document: SearchDocument;
  view: Omit<DetailView, 'href'>;
  /** The entry's own title: the text's first line. */
  title: string;
  description: string;
  /** Labelled facts the page shows, as "Label: value". */
  facts: string[];
  /** Headings and labels of the page that are no words of the entry. */
  pageWords: string[];
}

const higherStudies = one(AchievementSchema, {
  nominationId: 'ACH-1',
  category: 'Higher Studies',
  student: { name: 'Anirudh Krishnan', programme: 'B.Tech CSE', rollNumber: '21CS001' },
  higherStudiesDetails: {
    university: 'University of Toronto',
    universityType: 'Foreign',
    description: 'Admitted with a full scholarship to study autonomous systems.',
    country: 'Canada',
    course: 'MSc Robotics',
    programLevel: 'Other',
    programLevelOther: 'Research Masters',
    admissionYear: '2025',
  },
});
const internship = one(PlacementSchema, {
  nominationId: 'PLC-1',
  category: 'Internship',
  organizationName: 'Umbrella Robotics',
  location: 'Pune',
  studentDesignation: 'Firmware Intern',
  duration: '6 months',
  pkg: '40,000 per month',
  projectDescription: 'Wrote the motor controller firmware of a warehouse robot.',
  student: { name: 'Kavya Rao', programme: 'B.Tech ECE' },
});
const industry = one(ProjectSchema, {
  nominationId: 'PRJ-1',
  category: 'Industry',
  projectTitle: 'Crop Doctor',
  problemStatement: 'Farmers lose harvests to diseases they spot too late.',
  teamLeader: { name: 'Asha Verma' },
  teamMembers: [{ name: 'Ravi Das' }],
  features: ['Photographs a leaf and names the disease'],
  technologyDomain: 'Computer Vision',
  techStack: ['Python', 'TensorFlow'],
  industryDetails: { name: 'AgriCorp', mentorName: 'Dr. Mehta', description: 'Built with agronomists of the sponsor.' },
});
const hackathon = one(CompetitionSchema, {
  nominationId: 'CMP-1',
  category: 'Hackathon',
  title: 'Flood Watch',
  competitionName: 'Smart India Hackathon',
  organizingBody: 'Ministry of Education',
  level: 'National',
  description: 'River sensors that warn villages before a flood.',
  teamLeader: { name: 'Neel Joshi' },
  techStack: ['LoRa'],
});
const alumnus = one(AlumniSchema, {
  nominationId: 'ALM-1',
  designation: 'Staff Engineer',
  organization: 'Google',
  bio: 'Leads the maps routing team and mentors students.',
  alumni: { name: 'Ishaan Gupta', programme: 'B.Tech CSE', batch: '2012-2016' },
});

/** The entry's detail view, as its area's views give it to the detail page. */
async function detailOf(area: Area, record: CatalogRecord, category: string): Promise<Omit<DetailView, 'href'>> {
  return (await viewsOf(area)).detail(record, category, listRoute(area, category));
}

const FIXTURES: Fixture[] = [
  {
    area: 'achievements (higher studies)',
    title: 'University of Toronto',
    document: await entryDocument(AREA.achievements, higherStudies, 'Higher Studies'),
    view: await detailOf(AREA.achievements, higherStudies, 'Higher Studies'),
    description: 'Admitted with a full scholarship to study autonomous systems.',
    facts: [
      'University Type: Foreign',
      'Country: Canada',
      'Program Level: Other (Research Masters)',
      'Course: MSc Robotics',
      'Admission Year: 2025',
    ],
    pageWords: ['University Details', 'Program Details', 'Student Information', 'Nomination ID', 'Go Back'],
  },
  {
    area: 'placements (internship)',
    title: 'Umbrella Robotics',
    document: await entryDocument(AREA.placements, internship, 'Internship'),
    view: await detailOf(AREA.placements, internship, 'Internship'),
    description: 'Wrote the motor controller firmware of a warehouse robot.',
    facts: [
      'Location: Pune',
      'Designation: Firmware Intern',
      'Duration: 6 months',
      'Stipend/Package: 40,000 per month',
      'Student: Kavya Rao',
    ],
    pageWords: ['Organization Details', 'Specifics', 'Project Description', 'Nomination ID', 'Website'],
  },
  {
    area: 'projects (industry)',
    title: 'Crop Doctor',
    document: await entryDocument(AREA.projects, industry, 'Industry'),
    view: await detailOf(AREA.projects, industry, 'Industry'),
    description: 'Farmers lose harvests to diseases they spot too late.',
    facts: [
      'Organization: AgriCorp',
      'Industry Mentor: Dr. Mehta',
      'Team Leader: Asha Verma',
      'Team Members: Ravi Das',
      'Tech Stack: Python, TensorFlow',
    ],
    pageWords: ['Problem Statement', 'Industry Mentor Details', 'Team Information', 'Project Mentor', 'Nomination ID'],
  },
  {
    area: 'competitions (hackathon)',
    title: 'Flood Watch',
    document: await entryDocument(AREA.competitions, hackathon, 'Hackathon'),
    view: await detailOf(AREA.competitions, hackathon, 'Hackathon'),
    description: 'River sensors that warn villages before a flood.',
    facts: [
      'Competition: Smart India Hackathon',
      'Organizing Body: Ministry of Education',
      'Level: National',
      'Team Leader: Neel Joshi',
      'Tech Stack: LoRa',
    ],
    pageWords: ['Competition Details', 'Team Information', 'Additional Information', 'Nomination ID'],
  },
  {
    area: 'star alumni',
    title: 'Ishaan Gupta',
    document: await entryDocument(AREA.alumni, alumnus, 'Alumni'),
    view: await detailOf(AREA.alumni, alumnus, 'Alumni'),
    description: 'Leads the maps routing team and mentors students.',
    facts: ['Current Position: Staff Engineer', 'Organization: Google', 'Programme: B.Tech CSE', 'Batch: 2012-2016'],
    pageWords: ['Professional Information', 'Academic Background', 'Alumni Information', 'Nomination ID'],
  },
];

/** What Pagefind keeps of each page: its text content, as its indexer reads the detail page's `<main>`. */
async function indexedContent(fixtures: Fixture[]): Promise<Map<string, string>> {
  const { index } = await pagefind.createIndex({ forceLanguage: 'en', rootSelector: 'main' });
  for (const fixture of fixtures) {
    const main = renderToString(fixture.view.body(undefined)) + searchMetaHtml(fixture.document);
    const added = await index!.addHTMLFile({
      url: fixture.document.card.href,
      content: `<!doctype html><html lang="en"><body><main>${main}</main></body></html>`,
    });
    expect(added.errors).toEqual([]);
  }
  const content = new Map<string, string>();
  for (const file of (await index!.getFiles()).files) {
    if (!file.path.startsWith('fragment/')) continue;
    const text = gunzipSync(Buffer.from(file.content)).toString('utf8');
    const fragment = JSON.parse(text.slice(text.indexOf('{'))) as { url: string; content: string };
    content.set(fragment.url, fragment.content);
  }
  return content;
}

afterAll(() => pagefind.close());

describe('the text search reads', () => {
  it('is prose lines, then "Label: value" lines; facts without a value and blanks are left out', () => {
    expect(
      searchText(
        prose('  A robot\n arm  '),
        prose(['First feature', '', undefined, 'Second feature']),
        fact('Country', 'Canada'),
        fact('Tech Stack', ['React', ' ', 'Node.js']),
        fact('Programme', undefined),
        fact('Founders', []),
        fact('Admission Year', 2025),
      ),
    ).toEqual([
      'A robot arm',
      'First feature',
      'Second feature',
      'Country: Canada',
      'Tech Stack: React, Node.js',
      'Admission Year: 2025',
    ]);
  });

  it('of every area starts with its own title and prose and glues no label to its value, as Pagefind indexes its page', async () => {
    const content = await indexedContent(FIXTURES);
    for (const fixture of FIXTURES) {
      const indexed = content.get(`${fixture.document.card.href}/`) ?? content.get(fixture.document.card.href);
      expect(indexed, fixture.area).toBeDefined();
      expect(indexed!.startsWith(`${fixture.title}. ${fixture.description}`), `${fixture.area}: ${indexed}`).toBe(true);
      for (const line of fixture.facts) {
        const [label, value] = line.split(': ');
        expect(indexed, `${fixture.area}: ${line}`).toContain(line);
        expect(indexed, `${fixture.area}: ${label} glued to ${value}`).not.toContain(`${label}${value}`);
      }
      for (const words of fixture.pageWords)
        expect(indexed, `${fixture.area}: the page's "${words}"`).not.toContain(words);
      expect(indexed, fixture.area).not.toContain('N/A');
    }
  });
});
