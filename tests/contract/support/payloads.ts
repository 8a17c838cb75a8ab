/** Valid nominations for every submission endpoint, built with the site's own payload schemas. */
import * as v from 'valibot';
import { AchievementPayloadSchema, type AchievementPayload } from '#api/schemas/achievement-payload.ts';
import { CompetitionPayloadSchema, type CompetitionPayload } from '#api/schemas/competition-payload.ts';
import { PlacementPayloadSchema, type PlacementPayload } from '#api/schemas/placement-payload.ts';
import { ProjectPayloadSchema, type ProjectPayload } from '#api/schemas/project-payload.ts';

/** Files the payloads point at (URLs the upload endpoints returned). */
export interface UploadedFiles {
  photo: string;
  posters: [string, string];
  certificate: string;
}

const person = {
  name: 'Aarav Sharma',
  rollNumber: '2210990123',
  programme: 'B.Tech CSE',
  batch: '2022-2026',
  semester: '7',
  year: '4',
};
const submittedBy = { name: 'Aarav Sharma', email: 'student@university.edu' };

export function projectPayload(files: UploadedFiles): ProjectPayload {
  return v.parse(ProjectPayloadSchema, {
    category: 'Industry',
    projectTitle: 'Metro Crowd Forecaster',
    teamLeader: { ...person, linkedinLink: 'https://www.linkedin.com/in/aarav-sharma', profileImageUrl: files.photo },
    teamMembers: [],
    problemStatement: 'Commuters cannot tell how crowded the next train will be.',
    features: ['Crowd forecast per coach'],
    outcome: ['Pilot on one line'],
    achievements: [],
    technologyDomain: 'Machine Learning',
    techStack: ['Python', 'FastAPI'],
    mentor: {
      internalMentor: {
        name: 'Dr. Meera Nair',
        department: 'Computer Science & Engineering',
        email: 'meera.nair@university.edu',
        phone: '+91 98765 43210',
        designation: 'Associate Professor',
      },
    },
    githubLink: 'https://github.com/aarav-sharma/metro-crowd',
    posterImages: files.posters,
    submittedBy,
    industryDetails: {
      name: 'Delhi Metro Rail Corporation',
      mentorName: 'Rohan Gupta',
      mentorEmail: 'rohan.gupta@dmrc.example',
      mentorPhone: '+91 99887 66554',
      mentorDesignation: 'Deputy Manager',
      description: 'Crowd forecasting for metro coaches.',
      certificateUrl: files.certificate,
    },
  });
}

export function competitionPayload(files: UploadedFiles): CompetitionPayload {
  return v.parse(CompetitionPayloadSchema, {
    category: 'Hackathon',
    competitionName: 'Smart India Hackathon 2025',
    organizingBody: 'Ministry of Education',
    level: 'National',
    location: 'NIT Kurukshetra',
    date: '2025-12-10',
    participationType: 'Team',
    teamLeader: { ...person, linkedinLink: 'https://www.linkedin.com/in/aarav-sharma', profileImageUrl: files.photo },
    teamMembers: [],
    title: 'Disaster Management',
    description: 'Flood early warning from river gauges.',
    technologyDomain: 'Mobile Development',
    techStack: ['Flutter'],
    outcome: ['Finalist'],
    achievements: ['Finalist'],
    pptLink: files.certificate,
    posterImages: files.posters,
    submittedBy,
  });
}

export function achievementPayload(files: UploadedFiles): AchievementPayload {
  return v.parse(AchievementPayloadSchema, {
    category: 'Global Certification',
    student: { ...person, linkedinLink: 'https://www.linkedin.com/in/aarav-sharma', profileImageUrl: files.photo },
    researchDetails: null,
    openSourceDetails: null,
    higherStudiesDetails: null,
    certificationDetails: {
      certificationName: 'AWS Certified Developer - Associate',
      description: 'Developing on AWS.',
      issuingOrganization: 'Amazon Web Services',
      issueDate: '2025-06-01',
      certificationType: 'Associate',
      technologyDomain: 'Cloud Computing',
      skills: ['Lambda'],
      outcome: ['Built a serverless API'],
      pptLink: files.certificate,
    },
    submittedBy,
  });
}

export function placementPayload(files: UploadedFiles): PlacementPayload {
  return v.parse(PlacementPayloadSchema, {
    category: 'Internship',
    organizationName: 'Infosys',
    location: 'Mysuru',
    organizationLink: 'https://www.infosys.com',
    studentDesignation: 'Intern',
    duration: '8 weeks',
    student: {
      ...person,
      emailId: 'student@university.edu',
      phone: '+91 98765 43210',
      linkedinLink: 'https://www.linkedin.com/in/aarav-sharma',
      profileImage: files.photo,
      profileImageUrl: files.photo,
    },
    submittedBy,
  });
}
