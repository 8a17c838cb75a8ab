/** What this site does with personal data, and the terms of nominating: true to how the code works. */
import { SITE } from '#site';

export const PRIVACY = {
  title: 'Privacy Policy',
  description: `What the ${SITE.name} stores about you and why.`,
  updated: 'November 2026',
  sections: [
    {
      heading: 'Browsing',
      paragraphs: [
        'Public pages need no account and set no cookies. They show only nominations a reviewer has approved.',
        'To make the home page fast, your browser keeps a copy of the home page carousels for five minutes in its local storage. Nothing in it is about you.',
      ],
    },
    {
      heading: 'Signing in',
      paragraphs: [
        "You sign in with your university's Microsoft account. The site receives a session token and your name, e-mail address and account id, and keeps them in your browser's local storage until you log out. Logging out removes them.",
        'The token is removed from the address bar and the browser history as soon as you arrive back on the site, and the sign-in page sends no referrer.',
        'While you sign in, the browser tab remembers that you started the sign-in. If you arrive signed in without having started it here (for example through a link someone sent you), every page of that tab shows which account is signed in, with a button to sign out, until you dismiss it.',
      ],
    },
    {
      heading: 'Nominating',
      paragraphs: [
        'A nomination contains what you enter in its form and the files you upload, and records your name and e-mail address as its submitter. It is sent to the school and kept by it for review.',
        'While you fill in a form, a draft (what you typed, and the addresses of files already uploaded) is kept in your browser so that nothing is lost to a reload or an expired session. Files you chose but have not uploaded yet are kept in your browser too. The draft and those files are deleted when the nomination is submitted, when you discard the draft, or when you log out.',
        "Drafts are kept only for an account the site can tell apart from others. If your account's details could not be confirmed when you signed in, the form says so and keeps no draft at all.",
        'If your nomination is approved, the details shown on its public page (for example names, programme, roll number, photos and project details) become visible to everyone. Contact details such as e-mail addresses and phone numbers are never shown publicly.',
      ],
    },
    {
      heading: 'Questions and removal',
      paragraphs: [`To correct or remove something about you, write to ${SITE.email}.`],
    },
  ],
} as const;

export const TERMS = {
  title: 'Terms of Use',
  description: `The terms of nominating work to the ${SITE.name}.`,
  updated: 'November 2026',
  sections: [
    {
      heading: 'Who may nominate',
      paragraphs: [
        `Students, alumni, faculty and staff of the ${SITE.school} may nominate work by signing in with their university account.`,
      ],
    },
    {
      heading: 'What you confirm when you nominate',
      paragraphs: [
        'The information is accurate, and the work, the achievement or the placement is real and involves the people named.',
        'You have the right to share the files you upload, and the people pictured in photos agree to their publication.',
        'Everyone named in a team nomination agrees to be named.',
      ],
    },
    {
      heading: 'Review and publication',
      paragraphs: [
        'Every nomination is reviewed against excellence criteria. The school may approve, reject or remove a nomination, and may shorten or correct its text before publication.',
        'Approved nominations are published on this site and may be featured on its home page.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these terms go to ${SITE.email}.`],
    },
  ],
} as const;
