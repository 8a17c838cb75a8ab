/** The competition detail view rendered as the build renders it: sections, fallbacks and safe links (spec 2, section 2.4). */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CompetitionSchema, type Competition } from '#api/schemas/competition.ts';
import { CompetitionDetail } from '#features/competitions/CompetitionDetail.tsx';
import { clip } from '#lib/text.ts';
import { competitionImages, competitionSummary, competitionTitle } from '#features/competitions/model.ts';
import { COMPETITION_SECTIONS } from '#tests/support/detail-sections.ts';

const record = (raw: Record<string, unknown>): Competition =>
  v.parse(CompetitionSchema, { nominationId: 'CMP-1', ...raw });
const render = (competition: Competition, gallery?: string) =>
  renderToStaticMarkup(
    createElement(CompetitionDetail, {
      competition,
      category: 'Hackathon',
      back: { href: '/competitions/hackathons' },
      gallery,
    }),
  );
/** The headings of the rendered sections, in order. */
const sections = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1]);

const FULL = {
  category: 'Hackathon',
  competitionName: 'Smart India Hackathon 2024',
  organizingBody: 'Ministry of Education',
  level: 'National',
  location: 'NIT Kurukshetra',
  date: '2024-12-11',
  participationType: 'Team',
  title: 'Disaster Management',
  description: 'A flood early-warning app.',
  technologyDomain: 'Mobile Development',
  techStack: ['Flutter', 'Firebase'],
  outcome: ['Working prototype'],
  achievements: ['Winner, software edition', { name: 'Best pitch' }],
  githubLink: 'https://github.com/team/flood',
  pptLink: 'https://files.example.edu/deck.pdf',
  posterImages: ['https://img.example.edu/1.png', 'javascript:alert(1)', '/uploads/2.png'],
  teamLeader: {
    name: 'Nikhil Deshpande',
    rollNumber: '2447993286',
    programme: 'MCA',
    batch: '2024-2028',
    year: '2',
    linkedinLink: 'https://www.linkedin.com/in/nikhil',
  },
  teamMembers: [{ name: 'Zoya Deshpande', rollNumber: '2338996072', batch: '2023-2027', year: '3' }],
};

describe('competition detail view', () => {
  it('shows every section of a complete record, in order', () => {
    const html = render(record(FULL), 'carousel');
    expect(sections(html)).toEqual(COMPETITION_SECTIONS);
    expect(html).toContain('Disaster Management');
    expect(html).toContain('CMP-1');
    expect(html).toContain('<time dateTime="2024-12-11">11 December 2024</time>');
    expect(html).toContain('Winner, software edition');
    expect(html).toContain('Best pitch');
    expect(html).toContain('Zoya Deshpande');
    expect(html).toContain('Flutter');
    expect(html).toMatch(
      /<a href="https:\/\/github.com\/team\/flood" target="_blank" rel="noopener noreferrer"[^>]*>GitHub Repository/,
    );
    expect(html).toMatch(
      /<a href="https:\/\/files.example.edu\/deck.pdf" target="_blank" rel="noopener noreferrer"[^>]*>Presentation/,
    );
    expect(html).toContain('Go Back');
  });

  it('falls back to N/A and hides Event Images and Competition Resources when a record has neither', () => {
    const html = render(record({}));
    expect(sections(html)).toEqual(
      COMPETITION_SECTIONS.filter((title) => title !== 'Event Images' && title !== 'Competition Resources'),
    );
    expect(html).toContain('<h1 class="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">N/A</h1>');
    // The route's category stands in for a missing one.
    expect(html).toContain('Hackathon');
    expect(html).not.toContain('Invalid Date');
  });

  it('writes an unreadable date as Invalid Date and an empty one as N/A', () => {
    expect(render(record({ date: 'next tuesday-ish' }))).toContain('Invalid Date');
    const empty = render(record({ date: '' }));
    expect(empty).toMatch(/Date<\/dt><dd[^>]*>N\/A<\/dd>/);
  });

  it('shows only the resource links that are http(s)', () => {
    const html = render(record({ githubLink: 'javascript:alert(1)', pptLink: 'https://files.example.edu/deck.pdf' }));
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('GitHub Repository');
    expect(html).toContain('Presentation');
    expect(sections(render(record({ githubLink: 'data:text/html,x', pptLink: 'ftp://x' })))).not.toContain(
      'Competition Resources',
    );
  });

  it('renders markup in text fields as text', () => {
    const html = render(record({ title: '<script>alert(1)</script>', description: '<img src=x onerror=alert(1)>' }));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('competition model', () => {
  it('titles a record by its theme, else its competition name, else N/A', () => {
    expect(competitionTitle(record({ title: 'Theme', competitionName: 'Contest' }))).toBe('Theme');
    expect(competitionTitle(record({ competitionName: 'Contest' }))).toBe('Contest');
    expect(competitionTitle(record({}))).toBe('N/A');
  });

  it('cuts an absurdly long heading to 150 characters, whole code points', () => {
    const title = competitionTitle(record({ title: '🚀'.repeat(10_000) }));
    expect([...title]).toHaveLength(150);
    expect(title.endsWith('🚀…')).toBe(true);
    expect(clip('short', 10)).toBe('short');
  });

  it('keeps only safe poster URLs', () => {
    expect(competitionImages(record(FULL))).toEqual(['https://img.example.edu/1.png', '/uploads/2.png']);
  });

  it('summarises a record in at most 160 characters', () => {
    expect(competitionSummary(record(FULL), 'Hackathon')).toBe('A flood early-warning app.');
    expect(competitionSummary(record({ title: 'Theme', level: 'National' }), 'Hackathon')).toBe(
      'Hackathon: Theme, National',
    );
    expect([...competitionSummary(record({ description: 'x'.repeat(500) }), 'Hackathon')]).toHaveLength(160);
  });
});
