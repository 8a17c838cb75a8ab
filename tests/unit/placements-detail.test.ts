/** The placement and internship detail view as the build renders it (spec 2, section 2.9). */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PlacementSchema, type Placement } from '#api/schemas/placement.ts';
import { PlacementDetail } from '#features/placements/PlacementDetail.tsx';
import { linkHost, placementSummary, placementTitle } from '#features/placements/model.ts';
import { isOfCategory } from '#features/placements/record.ts';

const record = (raw: Record<string, unknown>): Placement => v.parse(PlacementSchema, { nominationId: 'PLC-1', ...raw });
const render = (placement: Placement, category = 'Placement') =>
  renderToStaticMarkup(
    createElement(PlacementDetail, { placement, category, back: { href: '/placements-internships/placements' } }),
  );
const sections = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1]);
/** The value shown under a field label. */
const field = (html: string, label: string) => new RegExp(`${label}</dt><dd[^>]*>(.*?)</dd>`).exec(html)?.[1];

const FULL = {
  category: 'Internship',
  organizationName: 'Zoho Corporation',
  location: 'Chennai, Tamil Nadu',
  organizationLink: 'https://www.zoho.com/careers',
  studentDesignation: 'Member Technical Staff',
  duration: '6 months',
  pkg: '₹40,000 a month',
  projectAssigned: 'Zoho Desk',
  projectDescription: 'Ticket routing engine.',
  student: {
    name: 'Bhavya Singh',
    rollNumber: '2116996927',
    programme: 'B.Tech CSE',
    batch: '2021-2025',
    year: '4',
    semester: '8',
    linkedinLink: 'https://www.linkedin.com/in/bhavya',
    profileImageUrl: 'https://img.example.edu/bhavya.png',
  },
};

describe('placement detail view', () => {
  it('shows the header and every section of a complete record', () => {
    const html = render(record(FULL), 'Internship');
    expect(sections(html)).toEqual([
      'Organization Details',
      'Specifics',
      'Project Assigned',
      'Project Description',
      'Student Information',
    ]);
    expect(html).toContain('>Zoho Corporation</h1>');
    expect(html).toContain('Internship');
    expect(html).toContain('PLC-1');
    expect(field(html, 'Location')).toBe('Chennai, Tamil Nadu');
    expect(html).toMatch(
      /<a href="https:\/\/www.zoho.com\/careers" target="_blank" rel="noopener noreferrer"[^>]*>www.zoho.com/,
    );
    expect(field(html, 'Designation')).toBe('Member Technical Staff');
    expect(field(html, 'Duration')).toBe('6 months');
    expect(field(html, 'Stipend/Package')).toBe('₹40,000 a month');
    for (const [label, value] of [
      ['Roll Number', '2116996927'],
      ['Programme', 'B.Tech CSE'],
      ['Batch', '2021-2025'],
      ['Year', '4'],
      ['Semester', '8'],
    ] as const) {
      expect(field(html, label), label).toBe(value);
    }
    expect(html).toContain('Bhavya Singh');
    expect(html).toContain('src="https://img.example.edu/bhavya.png"');
    expect(html).toMatch(/href="https:\/\/www.linkedin.com\/in\/bhavya"[^>]*>LinkedIn Profile/);
  });

  it('falls back to N/A everywhere for an empty record, with the default photo', () => {
    const html = render(record({}));
    expect(html).toContain('>N/A</h1>');
    for (const label of [
      'Organization Name',
      'Location',
      'Website',
      'Designation',
      'Duration',
      'Stipend/Package',
      'Roll Number',
      'Semester',
    ]) {
      expect(field(html, label), label).toBe('N/A');
    }
    expect(html).toContain('/default-student-image.png');
    expect(html).not.toContain('<img');
    expect(html).toContain('LinkedIn: N/A');
  });

  it('never links a script or data URL', () => {
    const html = render(
      record({
        organizationLink: 'javascript:alert(1)',
        student: { linkedinLink: 'data:text/html,x', profileImageUrl: 'javascript:alert(1)' },
      }),
    );
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:');
    expect(field(html, 'Website')).toBe('N/A');
  });
});

describe('placement model', () => {
  it('belongs to a page only when the categories match, in any case', () => {
    expect(isOfCategory(record({ category: 'Placement' }), 'Placement')).toBe(true);
    expect(isOfCategory(record({ category: 'internship' }), 'Internship')).toBe(true);
    expect(isOfCategory(record({ category: 'Placement' }), 'Internship')).toBe(false);
    expect(isOfCategory(record({}), 'Placement')).toBe(false);
  });

  it('names the website by its host, only for http(s) links', () => {
    expect(linkHost('https://careers.google.com/jobs?x=1')).toBe('careers.google.com');
    expect(linkHost('javascript:alert(1)')).toBeUndefined();
    expect(linkHost(undefined)).toBeUndefined();
  });

  it('titles and summarises a record', () => {
    expect(placementTitle(record({}))).toBe('N/A');
    expect(placementSummary(record(FULL), 'Internship')).toBe(
      'Internship: Bhavya Singh as Member Technical Staff at Zoho Corporation.',
    );
    expect([...placementTitle(record({ organizationName: 'A'.repeat(10_000) }))]).toHaveLength(150);
  });
});
