/** Read schemas are lenient: bad optional fields become absent, only a missing id rejects a record. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AchievementSchema } from '#api/schemas/achievement.ts';
import { AlumniSchema } from '#api/schemas/alumni.ts';
import { CompetitionSchema } from '#api/schemas/competition.ts';
import { parseRecords } from '#api/schemas/lenient.ts';
import { PlacementSchema } from '#api/schemas/placement.ts';
import { ProjectSchema } from '#api/schemas/project.ts';

const validProject = {
  _id: '65f0c1',
  nominationId: 'PRJ-2025-000001',
  category: 'Industry',
  projectTitle: 'Smart Grid Load Forecaster',
  posterImages: ['https://cdn.example.edu/a.png', 'https://cdn.example.edu/b.png'],
  teamLeader: { name: 'Asha Verma', programme: 'B.Tech CSE', rollNumber: '21CS001', year: 4 },
  teamMembers: [{ name: 'Ravi', rollNumber: '21CS002' }],
  features: ['Forecasts load', 'Explains peaks'],
  outcome: ['Deployed at the campus substation'],
  techStack: ['Python', 'PyTorch'],
  mentor: {
    internalMentor: {
      name: 'Dr. Rao',
      department: 'CSE',
      email: 'rao@x.edu',
      phone: '99999',
      designation: 'Professor',
    },
  },
  industryDetails: {
    name: 'GridCo',
    mentorName: 'S. Iyer',
    mentorDesignation: 'Lead',
    description: 'Pilot',
    certificateUrl: 'https://x/c.pdf',
  },
  startupDetails: { name: 'Acme', founders: [{ name: 'A', role: 'CEO' }], foundationYear: 2022, isRegistered: 'true' },
};

describe('ProjectSchema', () => {
  it('reads a valid record, keeping what detail pages show', () => {
    const project = v.parse(ProjectSchema, validProject);
    expect(project.nominationId).toBe('PRJ-2025-000001');
    expect(project.teamLeader?.year).toBe('4');
    expect(project.features).toEqual(['Forecasts load', 'Explains peaks']);
    expect(project.startupDetails?.foundationYear).toBe('2022');
    expect(project.startupDetails?.isRegistered).toBe(true);
    // Contact details are never needed on public pages, so they are not kept.
    expect(project.mentor?.internalMentor).toEqual({ name: 'Dr. Rao', department: 'CSE', designation: 'Professor' });
  });

  it('reads wrong types, nulls and blanks as absent instead of failing', () => {
    const project = v.parse(ProjectSchema, {
      nominationId: 42,
      projectTitle: ['not', 'a', 'title'],
      posterImages: null,
      features: 'one string instead of a list',
      outcome: [null, '  ', 'Real outcome', 7, { text: 'object' }],
      teamLeader: 'Asha',
      teamMembers: [null, 'Ravi', { name: 'Ravi' }],
      mentor: { internalMentor: null },
      startupDetails: { founders: null, isRegistered: 'maybe' },
      githubLink: '   ',
    });
    expect(project.nominationId).toBe('42');
    expect(project.projectTitle).toBeUndefined();
    expect(project.posterImages).toEqual([]);
    expect(project.features).toEqual([]);
    expect(project.outcome).toEqual(['Real outcome', '7']);
    expect(project.teamLeader).toBeUndefined();
    expect(project.teamMembers).toEqual([{ name: 'Ravi' }]);
    expect(project.mentor?.internalMentor).toBeUndefined();
    expect(project.startupDetails?.founders).toEqual([]);
    expect(project.startupDetails?.isRegistered).toBeUndefined();
    expect(project.githubLink).toBeUndefined();
  });

  it('keeps hostile strings as plain text (rendering escapes them)', () => {
    const project = v.parse(ProjectSchema, {
      nominationId: 'PRJ-1',
      projectTitle: '<script>alert(1)</script>',
      githubLink: 'javascript:alert(1)',
    });
    expect(project.projectTitle).toBe('<script>alert(1)</script>');
    expect(project.githubLink).toBe('javascript:alert(1)');
  });
});

describe('parseRecords', () => {
  it('drops and reports records without a usable nominationId, keeps the rest', () => {
    const { records, dropped } = parseRecords(ProjectSchema, [
      validProject,
      { projectTitle: 'No id' },
      { nominationId: '' },
      { nominationId: '../../etc' },
      { nominationId: 'a/b' },
      { nominationId: 'with space' },
      'not an object',
      null,
      { nominationId: 'PRJ-2', category: 'Unknown Category' },
    ]);
    expect(records.map((record) => record.nominationId)).toEqual(['PRJ-2025-000001', 'PRJ-2']);
    expect(records[1]?.category).toBe('Unknown Category');
    expect(dropped.map((item) => item.index)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(dropped[0]?.reason).toContain('nominationId');
    expect(dropped[3]).toMatchObject({ id: 'a/b' });
  });

  it('reports a list that is not an array without throwing', () => {
    expect(parseRecords(ProjectSchema, { data: 'oops' })).toEqual({
      records: [],
      dropped: [{ index: -1, reason: 'the list is not an array' }],
    });
  });

  it('handles 10,000-character strings, emoji and right-to-left text', () => {
    const long = 'x'.repeat(10_000);
    const { records } = parseRecords(CompetitionSchema, [
      {
        nominationId: 'CMP-1',
        competitionName: long,
        description: '🏆 جائزة الابتكار',
        achievements: [{ name: 'First' }, 'Second', 3],
      },
    ]);
    expect(records[0]?.competitionName).toHaveLength(10_000);
    expect(records[0]?.description).toBe('🏆 جائزة الابتكار');
    expect(records[0]?.achievements).toEqual(['First', 'Second']);
  });
});

describe('the other records', () => {
  it('reads an achievement with one details block and null others', () => {
    const achievement = v.parse(AchievementSchema, {
      nominationId: 'ACH-1',
      category: 'Global Certification',
      student: { name: 'Meera', profileImageUrl: 'https://x/p.png' },
      researchDetails: null,
      certificationDetails: {
        certificationName: 'AWS SAA',
        skills: ['VPC', null],
        awards: [{ name: 'Top', pptLink: 'https://x/a.pdf' }],
      },
    });
    expect(achievement.researchDetails).toBeUndefined();
    expect(achievement.certificationDetails?.skills).toEqual(['VPC']);
    expect(achievement.certificationDetails?.awards).toEqual([{ name: 'Top', pptLink: 'https://x/a.pdf' }]);
  });

  it('reads placements and alumni, dropping contact details', () => {
    const placement = v.parse(PlacementSchema, {
      nominationId: 'PLC-1',
      category: 'Internship',
      pkg: 50000,
      student: { name: 'Kabir', emailId: 'k@x.edu', phone: '123' },
    });
    expect(placement.pkg).toBe('50000');
    expect(placement.student).toEqual({ name: 'Kabir' });
    const alumni = v.parse(AlumniSchema, { nominationId: 'ALM-1', isBest: 'true', alumni: { name: 'Ira' } });
    expect(alumni.isBest).toBe(true);
    expect(alumni.alumni?.name).toBe('Ira');
  });
});
