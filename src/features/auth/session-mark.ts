/**
 * Who is signed in, shown before the top bar hydrates. The bar hydrates on
 * intent (lib/client-intent.ts), so until the visitor reaches for it, its
 * account corner is server HTML holding both the 'Sign In' link and the user
 * button. A tiny script in every page's head (added by
 * integrations/session-mark.ts) reads the session as session.ts does and marks
 * the document before anything is painted:
 *
 *   <html data-session="in" style="--session-initial: 'A'; --session-first-name: 'Aarav'; --session-name: 'Aarav Sharma'">
 *   <html data-session="out">          signed out, or storage blocked
 *   <html data-sign-in-notice>          a sign-in notice (unrequested-sign-in.ts) to show:
 *                                       the bar hydrates at once to show it
 *
 * and again when another tab signs in or out. CSS (global.css) shows the
 * corner the mark names, its texts from those properties. Once hydrated,
 * the bar shows the auth store's state instead.
 */
import { parseUser, TOKEN_KEY, USER_KEY, type SessionUser } from './session.ts';
import { UNREQUESTED_KEY } from './unrequested-sign-in.ts';

interface Keys {
  token: string;
  user: string;
  notice: string;
}

/**
 * Runs in the page's head as its source text: it may use nothing but its
 * arguments and the browser's globals.
 */
function markSession(keys: Keys, parse: (raw: string | null) => SessionUser | null): void {
  const html = document.documentElement;
  const mark = () => {
    let user: SessionUser | null = null;
    let notice = false;
    try {
      // As session.ts's readSession: signed in with a token and a parseable user; a corrupt user is removed.
      const raw = localStorage.getItem(keys.user);
      user = parse(raw);
      if (raw !== null && !user) localStorage.removeItem(keys.user);
      if (!localStorage.getItem(keys.token)) user = null;
      notice = !!user && localStorage.getItem(keys.notice) !== null;
    } catch {
      // Storage blocked: nobody is signed in (session.ts).
    }
    html.dataset.session = user ? 'in' : 'out';
    html.toggleAttribute('data-sign-in-notice', notice);
    // A CSS string: quotes and backslashes escaped, line breaks (invalid in one) as spaces.
    const text = (value: string) => `"${value.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, ' ')}"`;
    const name = user?.name ?? '';
    const initial = new Intl.Segmenter().segment(name)[Symbol.iterator]().next().value?.segment.toUpperCase() ?? '';
    html.style.setProperty('--session-initial', text(initial));
    html.style.setProperty('--session-first-name', text(name.split(/\s+/)[0] ?? ''));
    html.style.setProperty('--session-name', text(name));
  };
  mark();
  window.addEventListener('storage', mark);
}

/** The head script's source (integrations/session-mark.ts minifies it): `markSession`, called with the keys and session.ts's `parseUser`. */
export const SESSION_MARK_SCRIPT = `(${markSession.toString()})(${JSON.stringify({ token: TOKEN_KEY, user: USER_KEY, notice: UNREQUESTED_KEY } satisfies Keys)}, ${parseUser.toString()});`;
