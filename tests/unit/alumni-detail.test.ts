/** The Star Alumni detail view as the build renders it (spec 2, section 2.10). */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AlumniSchema, type Alumni } from '#api/schemas/alumni.ts';
import { AlumniDetail } from '#features/alumni/AlumniDetail.tsx';
import { alumniName, alumniSummary } from '#features/alumni/model.ts';

const record = (raw: Record<string, unknown>): Alumni => v.parse(AlumniSchema, { nominationId: 'ALM-1', ...raw });
const render = (alumni: Alumni) =>
  renderToStaticMarkup(createElement(AlumniDetail, { record: alumni, back: { href: '/StarAlumni/star-alumni' } }));
const sections = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1]);
const field = (html: string, label: string) => new RegExp(`${label}</dt><dd[^>]*>(.*?)</dd>`).exec(html)?.[1];

const FULL = {
  isBest: true,
  designation: 'Scientist SD',
  organization: 'ISRO',
  bio: 'Works on onboard software.',
  alumni: {
    name: 'Lakshmi Iyer',
    programme: 'M.Tech CSE',
    batch: '2015-2017',
    profileImageUrl: 'https://img.example.edu/lakshmi.png',
    linkedinLink: 'https://www.linkedin.com/in/lakshmi',
  },
};

describe('alumni detail view', () => {
  it('shows the header with both badges for a star, and every section', () => {
    const html = render(record(FULL));
    expect(html).toContain('>Lakshmi Iyer</h1>');
    expect(html).toContain('>Alumni</span>');
    expect(html).toContain('⭐ Star Alumni');
    expect(html).toContain('ALM-1');
    expect(sections(html)).toEqual(['Professional Information', 'Academic Background', 'About', 'Alumni Information']);
    expect(field(html, 'Current Position')).toBe('Scientist SD');
    expect(field(html, 'Organization')).toBe('ISRO');
    expect(field(html, 'Programme')).toBe('M.Tech CSE');
    expect(field(html, 'Batch')).toBe('2015-2017');
    expect(html).toContain('Works on onboard software.');
    expect(html).toContain('src="https://img.example.edu/lakshmi.png"');
    expect(html).toMatch(
      /href="https:\/\/www.linkedin.com\/in\/lakshmi" target="_blank" rel="noopener noreferrer"[^>]*>LinkedIn Profile/,
    );
  });

  it('leaves the star badge out when the record is not marked best', () => {
    const html = render(record({ ...FULL, isBest: false }));
    expect(html).toContain('>Alumni</span>');
    expect(html).not.toContain('Star Alumni');
  });

  it('falls back to N/A and the default photo', () => {
    const html = render(record({ alumni: {} }));
    expect(html).toContain('>N/A</h1>');
    expect(field(html, 'Current Position')).toBe('N/A');
    expect(field(html, 'Batch')).toBe('N/A');
    expect(html).toContain('/default-student-image.png');
    expect(html).toContain('LinkedIn: N/A');
    expect(html).not.toContain('Star Alumni');
  });

  it('summarises by the bio, else name and role', () => {
    expect(alumniSummary(record(FULL))).toBe('Works on onboard software.');
    expect(alumniSummary(record({ ...FULL, bio: undefined }))).toBe(
      'Lakshmi Iyer, Scientist SD at ISRO: one of our star alumni.',
    );
    expect(alumniName(record({}))).toBe('N/A');
  });
});
