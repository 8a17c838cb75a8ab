/**
 * Facts about the school that the shell shows. Edit these for your university;
 * nothing else in the code names it.
 */
export const SITE = {
  name: 'Wall of Fame',
  school: 'School of Engineering and Technology',
  tagline: "Celebrating our students' and alumni's best work",
  description:
    'The wall of fame of the School of Engineering and Technology: award-winning projects, competition wins, research, open source, higher studies, placements, internships and star alumni.',
  address: [
    'School of Engineering and Technology',
    'University Campus, Knowledge Park III',
    'Greater Noida, Uttar Pradesh 201310, India',
  ],
  phones: ['+91 120 232 9700', '+91 120 232 9701'],
  email: 'walloffame@set.university.edu',
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { label: 'X (Twitter)', href: 'https://x.com/' },
    { label: 'Instagram', href: 'https://www.instagram.com/' },
    { label: 'YouTube', href: 'https://www.youtube.com/' },
    { label: 'Facebook', href: 'https://www.facebook.com/' },
  ],
} as const;
