/** Enumerations from both specifications, spelled exactly as the backend stores them. */

export const PROJECT_CATEGORIES = ['Industry', 'In-House', 'Research', 'Start-Up'] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const COMPETITION_CATEGORIES = ['Hackathon', 'Project Competition', 'Coding Contest'] as const;
export type CompetitionCategory = (typeof COMPETITION_CATEGORIES)[number];

export const ACHIEVEMENT_CATEGORIES = [
  'Research Publication',
  'Open Source',
  'Higher Studies',
  'Global Certification',
] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

export const PLACEMENT_CATEGORIES = ['Placement', 'Internship'] as const;
export type PlacementCategory = (typeof PLACEMENT_CATEGORIES)[number];

export const IN_HOUSE_PROJECT_TYPES = ['Minor', 'Major'] as const;
export const PROJECT_PUBLICATION_TYPES = ['Journal', 'Conference', 'Book Chapter', 'Patent'] as const;

export const COMPETITION_LEVELS = ['Intra-College', 'Inter-College', 'National', 'International', 'Corporate'] as const;
export const PARTICIPATION_TYPES = ['Individual', 'Team'] as const;

export const ACHIEVEMENT_PUBLICATION_TYPES = [
  'Journal',
  'Book',
  'Book Chapter',
  'Conference Proceedings',
  'Patent',
] as const;
export const OPEN_SOURCE_ROLES = [
  'Contributor',
  'Tester',
  'Open Source Enthusiast',
  'Group Project Member',
  'Mentor',
  'Maintainer',
  'Other',
] as const;
export const UNIVERSITY_TYPES = [
  'Central',
  'State',
  'Private',
  'Semi-Private',
  'Deemed',
  'Autonomous',
  'Foreign',
  'Other',
] as const;
export const PROGRAM_LEVELS = ['Masters', 'PhD', 'Post-Doctoral', 'Other'] as const;
export const CERTIFICATION_TYPES = [
  'Beginner',
  'Fundamental',
  'Associate',
  'Professional',
  'Expert',
  'Speciality',
  'Master',
] as const;

/** Technology domains of the project form (spec 1, section 3). */
export const TECHNOLOGY_DOMAINS = [
  'Web Development',
  'Mobile Development',
  'Desktop Application Development',
  'Cross-platform Development',
  'Backend Development',
  'Frontend Development',
  'Full Stack Development',
  'Machine Learning',
  'Deep Learning',
  'Natural Language Processing',
  'Computer Vision',
  'Data Science',
  'Big Data Analytics',
  'Data Engineering',
  'Business Intelligence',
  'Cloud Computing',
  'DevOps',
  'Cloud Native Development',
  'Microservices Architecture',
  'Serverless Computing',
  'Container Orchestration',
  'IoT',
  'Embedded Systems',
  'Robotics',
  'Hardware Design',
  'VLSI Design',
  'Automotive Technology',
  'Drones & UAVs',
  'Cybersecurity',
  'Network Security',
  'Application Security',
  'Blockchain',
  'Cryptography',
  'Digital Forensics',
  'Information Security',
  'Augmented Reality',
  'Virtual Reality',
  'Mixed Reality',
  'Edge Computing',
  'Quantum Computing',
  '5G Technology',
  'Bioinformatics',
  'Game Development',
  '3D Graphics',
  'Game Engine Development',
  'Computer Graphics',
  'Animation',
  'Visual Effects',
  'FinTech',
  'HealthTech',
  'EdTech',
  'AgriTech',
  'CleanTech',
  'Smart Cities',
  'E-commerce',
  'Human-Computer Interaction',
  'Digital Signal Processing',
  'GIS & Geospatial',
  'Telecommunications',
  'Enterprise Software',
  'Other',
] as const;

/** The competition form's list: the project list plus two entries, in the spec's order (63). */
export const COMPETITION_TECHNOLOGY_DOMAINS = [
  ...TECHNOLOGY_DOMAINS.slice(0, 9),
  'Competitive Programming',
  'Data Structure & Algorithms',
  ...TECHNOLOGY_DOMAINS.slice(9),
] as const;

/**
 * Open source and certification domains: the spec gives "about 60 values" without the
 * complete list, naming a subset of the project list; the project list is used.
 * @alias the achievement forms' name for it (knip: a deliberate second name, not a duplicate).
 */
export const ACHIEVEMENT_TECHNOLOGY_DOMAINS = TECHNOLOGY_DOMAINS;
