/** Words every nomination form shares (spec 1, section 2; spec 2, sections 2.5, 2.8, 2.9). */

export const GREETING = (name: string) => `Welcome, ${name}!`;

/** Signed out, in place of the form. */
export const LOGGED_OUT = 'Please log in to access this form.';
