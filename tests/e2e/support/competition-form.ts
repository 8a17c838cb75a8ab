/**
 * What the tests of 'Nominate Your Competition' share: its route and endpoints,
 * opening it signed in, a complete draft, filling people in, and reading what
 * it uploaded at submit.
 */
import type { Page, Request } from '@playwright/test';
import { API_URL, FILES_URL, expect, newUser as userWithPrefix, type TestUser } from './fixtures.ts';
import {
  draftKey as draftKeyOf,
  field,
  openForm as openFormAt,
  submitExpecting as submitAndExpect,
  successBanner,
  type Post,
} from './forms.ts';

export const FORM = '/competitions/nominatecompetitions';
export const FORM_ID = 'competition-nomination';
export const NOMINATIONS = `${API_URL}/api/competition-nominations`;
export const UPLOAD = {
  profile: `${API_URL}/api/upload/profile-image`,
  document: `${API_URL}/api/upload/document`,
  poster: `${API_URL}/api/upload/poster-image`,
};

/** The success banner; uploads and the post run one after another, so a loaded machine gets time. */
export const expectSuccess = (page: Page) =>
  expect(successBanner(page)).toHaveText(/Competition nomination submitted successfully!/, { timeout: 30_000 });
export const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Nomination' });
export const draftKey = (user: TestUser) => draftKeyOf(FORM_ID, user);
export const image = (name: string) => `${FILES_URL}${name}.png`;
export const newUser = (name = 'Tara Iyer') => userWithPrefix('competition', name);

/** Goes to the form as a signed-out user does (guard → /login → SSO stand-in → back), optionally with a saved draft. */
export async function openForm(page: Page, user: TestUser, draft?: unknown) {
  await openFormAt(page, FORM, user, { draft, formId: FORM_ID });
  await expect(submitButton(page)).toBeEnabled();
}

/** The stored file's URL from an upload's answer (each endpoint answers in its own shape), or undefined when it failed. */
export async function uploadedUrl(request: Request): Promise<string | undefined> {
  const response = await request.response();
  if (!response?.ok()) return undefined;
  const body = await response.json();
  return body.data?.url ?? body.imageUrl ?? (body.data?.path ? `${API_URL}${body.data.path}` : undefined);
}

/**
 * The uploads in order as "endpoint file-name". The name is read from the
 * multipart body when the browser shows it, else from the stored file's
 * trailing mark (files kept in IndexedDB are sent from disk; their bodies are
 * not visible to the test).
 */
export async function uploadsOf(posts: Post[]): Promise<string[]> {
  const uploads = posts.filter((post) => post.path.startsWith('/api/upload/'));
  return Promise.all(
    uploads.map(async ({ path, request }) => {
      let name = /filename="([^"]+)"/.exec(request.postDataBuffer()?.toString('latin1') ?? '')?.[1];
      if (!name) {
        const url = await uploadedUrl(request);
        const stored = url ? Buffer.from(await (await fetch(url)).arrayBuffer()).toString('latin1') : '';
        name = /#file:([^#]+)#/.exec(stored)?.[1];
      }
      return `${path.replace('/api/upload/', '')} ${name}`;
    }),
  );
}
export const nominationPosts = (posts: Post[]) => posts.filter((post) => post.path === '/api/competition-nominations');

export const person = (name: string, photo = '') => ({
  name,
  rollNumber: 'R2021CS001',
  programme: 'B.Tech CSE',
  batch: '2021-2025',
  semester: '6',
  year: '3',
  linkedinLink: 'https://www.linkedin.com/in/tara',
  profileImageUrl: photo,
});

/** A complete Hackathon nomination as the draft holds it; files as already uploaded URLs unless left out. */
export function validDraft(name: string, files: { leader?: boolean; ppt?: boolean; posters?: number } = {}) {
  const { leader = true, ppt = true, posters = 1 } = files;
  return {
    category: 'Hackathon',
    competitionName: 'Smart India Hackathon',
    organizingBody: 'Ministry of Education',
    level: 'National',
    location: 'New Delhi',
    date: '2024-03-10',
    participationType: 'Team',
    teamLeader: person(name, leader ? image('leader') : ''),
    teamMembers: [],
    title: 'Water for all',
    description: 'A leak detector for village pipelines.',
    outcome: ['Winner'],
    achievements: [],
    technologyDomain: 'IoT',
    techStack: ['React'],
    githubLink: '',
    pptLink: ppt ? `${FILES_URL}deck.pdf` : '',
    posterImages: Array.from({ length: posters }, (_, i) => image(`poster-${i}`)),
    chosenFiles: {},
  };
}

/** Clicks submit and expects `messages` in the error summary and under their fields. */
export const submitExpecting = (page: Page, messages: Record<string, string>) =>
  submitAndExpect(page, submitButton(page), messages);

export async function fillMember(page: Page, index: number, name: string) {
  for (const [key, value] of Object.entries({
    name,
    rollNumber: `R2021CS0${50 + index}`,
    programme: 'B.Tech ECE',
    batch: '2021-2025',
    semester: '6',
    year: '3',
  })) {
    await field(page, `teamMembers.${index}.${key}`).fill(value);
  }
}
