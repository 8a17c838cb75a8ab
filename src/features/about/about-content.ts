/** The About page's content (spec 2, section 1). */
import { AREA, listRoute } from '../areas.ts';

export const SHOWCASED = [
  {
    title: 'Award-winning projects',
    text: 'In-house, industry, research and start-up projects that solved real problems and won recognition.',
    href: listRoute(AREA.projects, 'In-House'),
  },
  {
    title: 'Internships and placements',
    text: 'Students who earned internships and placements at leading organisations in India and abroad.',
    href: listRoute(AREA.placements, 'Placement'),
  },
  {
    title: 'International certifications and higher studies',
    text: 'Globally recognised certifications, and admissions to master’s and doctoral programmes worldwide.',
    href: listRoute(AREA.achievements, 'Global Certification'),
  },
  {
    title: 'Hackathon and competition wins',
    text: 'Teams that competed and won at hackathons, coding contests and project competitions.',
    href: listRoute(AREA.competitions, 'Hackathon'),
  },
  {
    title: 'Startup initiatives',
    text: 'Ventures founded by our students and alumni, from incubation to registered companies.',
    href: listRoute(AREA.projects, 'Start-Up'),
  },
  {
    title: 'Research publications',
    text: 'Journal articles, conference papers, book chapters and patents written by our students.',
    href: listRoute(AREA.achievements, 'Research Publication'),
  },
] as const;

export const FEATURED_STEPS = [
  {
    title: 'Nominate',
    text: 'Students nominate themselves after signing in with their university account. Mentors, faculty members and peers can nominate work they have seen excel.',
  },
  {
    title: 'Review',
    text: 'A review panel checks every nomination against excellence criteria: impact, originality, evidence and the quality of the work.',
  },
  {
    title: 'Celebrate',
    text: 'Approved nominations appear on the Wall of Fame, where visitors, recruiters and future students can find them.',
  },
] as const;
