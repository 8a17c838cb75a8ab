/** The four achievement detail views rendered to static HTML: sections, hidden sections, fallbacks, safe links. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AchievementCategory } from '#api/enums.ts';
import { AchievementSchema } from '#api/schemas/achievement.ts';
import { AchievementDetail } from '#features/achievements/AchievementDetail.tsx';

function render(category: AchievementCategory, raw: Record<string, unknown>): string {
  const achievement = v.parse(AchievementSchema, { nominationId: 'ACH-1', ...raw });
  return renderToStaticMarkup(
    createElement(AchievementDetail, { achievement, category, back: { href: '/achievements/research' } }),
  );
}

const heading = (title: string) => `<h2 class="text-lg font-bold text-slate-900">${title}</h2>`;

describe('research publication', () => {
  const html = render('Research Publication', {
    student: { name: 'Gurpreet Yadav', profileImageUrl: 'javascript:alert(1)' },
    researchDetails: {
      publicationType: 'Patent',
      title: 'Milk adulteration sensor',
      publisherInfo: { primaryInfo: 'Indian Patent Office', secondaryInfo: 'Published application' },
      identifiers: { eIdentifier: '202411023456' },
      dates: { publicationDate: '2024-07-05' },
      links: { publicationUrl: 'javascript:alert(1)', publisherWebsite: 'https://ipindia.gov.in' },
      awards: [{ name: 'Best Paper', pptLink: 'data:text/html,x' }],
    },
  });

  it('labels publisher information by publication type and writes the date in long form', () => {
    expect(html).toContain('Patent Office');
    expect(html).toContain('Application Number');
    expect(html).toContain('<time dateTime="2024-07-05">5 July 2024</time>');
  });

  it('keeps only safe links and images, shows N/A for missing values', () => {
    expect(html).not.toMatch(/javascript:|data:/);
    expect(html).toContain('href="https://ipindia.gov.in/"');
    expect(html).not.toContain('View Publication');
    expect(html).toContain('Best Paper');
    expect(html).not.toContain('View Presentation');
    expect(html).toContain('N/A');
  });

  it('hides co-authors and the supervisor when there are none', () => {
    expect(html).not.toContain(heading('Additional Authors'));
    expect(html).not.toContain(heading('Supervisor'));
    expect(html).toContain(heading('Student Author'));
  });
});

describe('global certification', () => {
  it('shows "Validity: Lifetime" with an issue date and no expiry, and hides absent sections', () => {
    const html = render('Global Certification', {
      certificationDetails: { certificationName: 'OCP Java 17', issueDate: '2024-03-05', skills: ['Streams'] },
    });
    expect(html).toContain('Validity: Lifetime');
    expect(html).not.toContain('Expiry Date');
    expect(html).toContain(heading('Skills Acquired'));
    for (const absent of ['Description', 'Issuing Organization', 'Technology Domain', 'Outcomes', 'Awards']) {
      expect(html).not.toContain(heading(absent));
    }
    expect(html).toContain(heading('Certified Student'));
    expect(html).toContain(heading('Credential Details'));
    expect(html).not.toContain('View Credential');
  });

  it('shows both dates when there is an expiry, "Invalid Date" when unreadable', () => {
    const html = render('Global Certification', {
      certificationDetails: {
        issueDate: 'someday',
        expiryDate: '2027-01-20',
        credentialId: 'C-1',
        credentialUrl: 'https://verify.example/c-1',
      },
    });
    expect(html).toContain('Invalid Date');
    expect(html).toContain('20 January 2027');
    expect(html).not.toContain('Validity: Lifetime');
    expect(html).toContain('View Credential');
  });

  it('still has a body when the record has nothing at all', () => {
    const html = render('Global Certification', {});
    expect(html).toContain(heading('Description'));
    expect(html).toContain('<h1 class="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">N/A</h1>');
  });
});

describe('higher studies and open source', () => {
  it('higher studies: the university is the title, the other text goes in brackets', () => {
    const html = render('Higher Studies', {
      higherStudiesDetails: { university: 'NUS', programLevel: 'Other', programLevelOther: 'Integrated MS-PhD' },
    });
    expect(html).toContain('>NUS</h1>');
    expect(html).toContain('Other (Integrated MS-PhD)');
    expect(html).toContain(heading('Student Information'));
  });

  it('open source: numbered contributions, tech chips, the repository link only when safe', () => {
    const html = render('Open Source', {
      openSourceDetails: {
        projectName: 'Airflow',
        contributions: ['a', 'b'],
        techStack: ['Python'],
        repoLink: 'javascript:alert(1)',
      },
    });
    expect(html).toContain('>2</span>');
    expect(html).toContain('Python');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain(heading('Awards'));
    expect(html).toContain(heading('Impact'));
  });
});
