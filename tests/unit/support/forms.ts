/** What the nomination forms' unit tests share: the signed-in user, the URL of an uploaded file, and a filled team leader. */

export const USER = { name: 'Aarav Sharma 2021', email: 'student@university.edu', id: '7' };
export const URL_OF = (name: string) => `https://api.example.edu/uploads/${name}`;

/** A team leader's own fields, filled, in the project and competition forms (the name is the signed-in user's). */
export const LEADER = {
  rollNumber: 'R1',
  programme: 'B.Tech CSE',
  batch: '2021-2025',
  semester: '6',
  year: '3',
  profileImageUrl: URL_OF('leader.png'),
};
