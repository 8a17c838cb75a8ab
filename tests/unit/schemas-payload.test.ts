/** Payload schemas carry the spec's rules and messages (spec 1 section 5, spec 2 section 5). */
import { describe, expect, it } from 'vitest';
import { COMPETITION_TECHNOLOGY_DOMAINS, TECHNOLOGY_DOMAINS } from '#api/enums.ts';
import { AchievementPayloadSchema } from '#api/schemas/achievement-payload.ts';
import { CompetitionPayloadSchema } from '#api/schemas/competition-payload.ts';
import { submittedBy, validatePayload } from '#api/schemas/payload-rules.ts';
import { PlacementPayloadSchema } from '#api/schemas/placement-payload.ts';
import { ProjectPayloadSchema } from '#api/schemas/project-payload.ts';

const person = {
  name: 'Asha Verma',
  rollNumber: '21CS001',
  programme: 'B.Tech CSE',
  batch: '2021-2025',
  semester: '7',
  year: '4',
};

const project = {
  category: 'Start-Up',
  projectTitle: 'KrishiMitra',
  teamLeader: { ...person, linkedinLink: '', profileImageUrl: 'https://api.example.edu/uploads/p.png' },
  teamMembers: [],
  problemStatement: 'Farmers lack timely advice.',
  features: ['Advice in Hindi'],
  outcome: ['500 farmers onboarded'],
  achievements: [],
  technologyDomain: 'AgriTech',
  techStack: ['React Native'],
  mentor: {
    internalMentor: {
      name: 'Dr. Rao',
      department: 'CSE',
      email: 'rao@university.edu',
      phone: '+91 98765 43210',
      designation: 'Professor',
    },
  },
  githubLink: '',
  liveUrl: '',
  videoUrl: '',
  posterImages: ['https://api.example.edu/uploads/1.png', 'https://api.example.edu/uploads/2.png'],
  submittedBy: { name: 'Asha Verma', email: 'asha@university.edu' },
  startupDetails: {
    name: 'KrishiMitra',
    founders: [{ name: 'Asha Verma', role: 'CEO' }],
    foundationYear: 2023,
    description: 'Advisory app',
    incubatorName: 'University Incubator',
    isRegistered: true,
    incubationLetterUrl: 'https://api.example.edu/uploads/letter.pdf',
  },
};

describe('enumerations', () => {
  it('has 61 project technology domains and 63 for competitions', () => {
    expect(TECHNOLOGY_DOMAINS).toHaveLength(61);
    expect(COMPETITION_TECHNOLOGY_DOMAINS).toHaveLength(63);
    expect(COMPETITION_TECHNOLOGY_DOMAINS.slice(8, 12)).toEqual([
      'Deep Learning',
      'Competitive Programming',
      'Data Structure & Algorithms',
      'Natural Language Processing',
    ]);
  });
});

describe('ProjectPayloadSchema', () => {
  it('accepts a complete start-up nomination and trims it', () => {
    const result = validatePayload(ProjectPayloadSchema, { ...project, projectTitle: '  KrishiMitra  ' });
    expect(result.errors).toEqual({});
    expect(result.success && result.output.projectTitle).toBe('KrishiMitra');
  });

  it('takes a phone as written (an extension, brackets) and puts https:// in front of a link typed without a scheme', () => {
    const mentor = { ...project.mentor.internalMentor, phone: '+91 98765 43210 ext 5' };
    const result = validatePayload(ProjectPayloadSchema, {
      ...project,
      mentor: { internalMentor: mentor },
      teamLeader: { ...project.teamLeader, linkedinLink: 'linkedin.com/in/asha' },
      githubLink: ' github.com/asha/krishimitra ',
      liveUrl: 'https://krishimitra.example.in',
    });
    expect(result.errors).toEqual({});
    if (!result.success) return;
    expect(result.output.mentor.internalMentor.phone).toBe('+91 98765 43210 ext 5');
    expect(result.output.teamLeader.linkedinLink).toBe('https://linkedin.com/in/asha');
    expect(result.output.githubLink).toBe('https://github.com/asha/krishimitra');
    expect(result.output.liveUrl).toBe('https://krishimitra.example.in/');
    expect(
      validatePayload(ProjectPayloadSchema, {
        ...project,
        mentor: { internalMentor: { ...mentor, phone: '(0832) 250-1234' } },
      }).success,
    ).toBe(true);
    expect(
      validatePayload(ProjectPayloadSchema, { ...project, mentor: { internalMentor: { ...mentor, phone: ' ' } } })
        .errors,
    ).toEqual({
      'mentor.internalMentor.phone': 'Mentor phone is required',
    });
  });

  it.each([
    [
      { teamLeader: { ...project.teamLeader, profileImageUrl: '' } },
      'teamLeader.profileImageUrl',
      'Team Leader profile photo is required',
    ],
    [
      { startupDetails: { ...project.startupDetails, incubationLetterUrl: '' } },
      'startupDetails.incubationLetterUrl',
      'Incubation letter is required for Startup projects',
    ],
    [
      { achievements: [{ name: 'Best Paper', proofUrl: '' }] },
      'achievements.0.proofUrl',
      'Each achievement must have a proof document uploaded',
    ],
    [{ posterImages: ['https://a.edu/1.png'] }, 'posterImages', 'Please upload at least 2 project images'],
    [
      { posterImages: Array.from({ length: 6 }, (_, i) => `https://a.edu/${i}.png`) },
      'posterImages',
      'Maximum 5 images allowed',
    ],
    [{ projectTitle: 'x'.repeat(31) }, 'projectTitle', 'Project title must be at most 30 characters'],
    [{ problemStatement: 'x'.repeat(501) }, 'problemStatement', 'Problem statement must be at most 500 characters'],
    [{ features: ['ok', ''] }, 'features.1', 'Feature is required'],
    [{ teamMembers: [person, person, person, person] }, 'teamMembers', 'At most 3 team members'],
    [{ githubLink: 'javascript:alert(1)' }, 'githubLink', 'Please enter a valid URL'],
    [{ liveUrl: 'N/A' }, 'liveUrl', 'Please enter a valid URL'],
    [
      { mentor: { internalMentor: { ...project.mentor.internalMentor, email: 'not-an-email' } } },
      'mentor.internalMentor.email',
      'Please enter a valid email address',
    ],
    [
      { startupDetails: { ...project.startupDetails, foundationYear: 1999 } },
      'startupDetails.foundationYear',
      'Foundation year must be 2000 or later',
    ],
    [
      { startupDetails: { ...project.startupDetails, foundationYear: new Date().getFullYear() + 1 } },
      'startupDetails.foundationYear',
      `Foundation year cannot be later than ${new Date().getFullYear()}`,
    ],
    [
      { startupDetails: { ...project.startupDetails, founders: [] } },
      'startupDetails.founders',
      'Add at least one founder',
    ],
    [{ category: 'Something' }, 'category', 'Please select a project category'],
  ])('rejects %j at %s with the spec message', (change, path, message) => {
    const result = validatePayload(ProjectPayloadSchema, { ...project, ...change });
    expect(result.success).toBe(false);
    expect(result.errors[path]).toBe(message);
  });

  it('requires the details block of the chosen category only', () => {
    const industry = validatePayload(ProjectPayloadSchema, { ...project, category: 'Industry' });
    expect(industry.errors['industryDetails']).toBeDefined();
    const inHouse = validatePayload(ProjectPayloadSchema, {
      ...project,
      category: 'In-House',
      inHouseDetails: { projectType: '' },
    });
    expect(inHouse.errors).toEqual({});
    expect(inHouse.success && 'startupDetails' in inHouse.output).toBe(false);
  });
});

describe('the other payloads', () => {
  it('competition: leader LinkedIn and photo are required, at most 5 posters', () => {
    const result = validatePayload(CompetitionPayloadSchema, {
      teamLeader: { ...person, linkedinLink: '' },
      posterImages: Array.from({ length: 6 }, (_, i) => `https://a.edu/${i}.png`),
      competitionName: 'x'.repeat(31),
    });
    expect(result.errors['teamLeader.linkedinLink']).toBe('Team leader LinkedIn profile is required');
    expect(result.errors['teamLeader.profileImageUrl']).toBe('Team Leader profile photo is required');
    expect(result.errors['posterImages']).toBe('Maximum 5 images allowed');
    expect(result.errors['competitionName']).toBe('Competition name must be at most 30 characters');
  });

  it('achievement: the profile photo message, the "Please specify" rule and null blocks for other categories', () => {
    const result = validatePayload(AchievementPayloadSchema, {
      category: 'Higher Studies',
      student: { ...person, linkedinLink: 'https://linkedin.com/in/asha', profileImageUrl: '' },
      higherStudiesDetails: { programLevel: 'Other', programLevelOther: '' },
      researchDetails: { title: 'leftover' },
      submittedBy: submittedBy(null),
    });
    expect(result.errors['student.profileImageUrl']).toBe(
      'Please wait for the profile image to finish uploading or select one.',
    );
    expect(result.errors['higherStudiesDetails.programLevelOther']).toBe('Please specify the program level');
    expect(result.errors['researchDetails']).toBe('Only the chosen category may have details');
  });

  it('placement: the profile photo is required and the e-mail must be valid', () => {
    const result = validatePayload(PlacementPayloadSchema, { student: { emailId: 'nope' } });
    expect(result.errors['student.profileImageUrl']).toBe('Profile photo is required');
    expect(result.errors['student.emailId']).toBe('Please enter a valid email address');
  });

  it('submittedBy falls back to Anonymous and a placeholder address', () => {
    expect(submittedBy(undefined)).toEqual({ name: 'Anonymous', email: 'anonymous@unknown.invalid' });
    expect(submittedBy({ name: ' Asha ', email: '' })).toEqual({ name: 'Asha', email: 'anonymous@unknown.invalid' });
  });
});
