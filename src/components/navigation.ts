/** The top bar's and footer's links, as data (spec 1, section 2). Links are absolute paths. */

export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  label: string;
  items: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export function isGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}

export const NAVIGATION: NavEntry[] = [
  { label: 'Home', href: '/' },
  {
    label: 'Projects',
    items: [
      { label: 'In-House Projects', href: '/projects/in-house' },
      { label: 'Industry Projects', href: '/projects/industry' },
      { label: 'Research Projects', href: '/projects/research' },
      { label: 'Start-Up Projects', href: '/projects/startup' },
      { label: 'Nominate Yourself for Best Projects', href: '/projects/nominateprojects' },
    ],
  },
  {
    label: 'Competitions',
    items: [
      { label: 'Hackathons', href: '/competitions/hackathons' },
      { label: 'Coding Contests', href: '/competitions/coding-contests' },
      { label: 'Project Competitions', href: '/competitions/projectcompetitions' },
      { label: 'Nominate a Competition', href: '/competitions/nominatecompetitions' },
    ],
  },
  {
    label: 'Achievements',
    items: [
      { label: 'Research Publications', href: '/achievements/research' },
      { label: 'Open Source', href: '/achievements/open-source' },
      { label: 'Higher Studies', href: '/achievements/higher-studies' },
      { label: 'Global Certifications', href: '/achievements/global-certification' },
      { label: 'Submit an Achievement', href: '/achievements/nominate-achievements' },
    ],
  },
  {
    label: 'Placements & Internships',
    items: [
      { label: 'Placements', href: '/placements-internships/placements' },
      { label: 'Internships', href: '/placements-internships/internships' },
      { label: 'Nominate an Internship / Placement', href: '/placements-internships/nominateinternships' },
    ],
  },
  { label: 'Star Alumni', href: '/StarAlumni/star-alumni' },
  { label: 'About', href: '/about' },
];

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { label: 'Hackathons', href: '/competitions/hackathons' },
  { label: 'Coding Contests', href: '/competitions/coding-contests' },
  { label: 'Open Source', href: '/achievements/open-source' },
  { label: 'Placements', href: '/placements-internships/placements' },
];

export const FOOTER_RESOURCES: NavLink[] = [
  { label: 'Industry Projects', href: '/projects/industry' },
  { label: 'Research Projects', href: '/projects/research' },
  { label: 'Star Alumni', href: '/StarAlumni/star-alumni' },
  { label: 'Startup', href: '/projects/startup' },
];

export const FOOTER_LEGAL: NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Use', href: '/terms' },
  { label: 'Sitemap', href: '/sitemap.xml' },
];

export const MY_NOMINATIONS: NavLink = { label: 'My Project Nominations', href: '/projects/my-nominations' };
