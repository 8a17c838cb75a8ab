/** The HTML of the SSO stand-in's sign-in page: small, accessible, no script. */

export interface LoginPageState {
  name?: string;
  email?: string;
  omitUserData?: boolean;
  /** The site's state, carried through the form to the callback. */
  state?: string;
  errors?: string[];
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function loginPage(state: LoginPageState): string {
  const errors = state.errors ?? [];
  const errorBlock = errors.length
    ? `<div class="errors" role="alert" id="form-errors"><p>Please fix the following:</p><ul>${errors
        .map((error) => `<li>${escapeHtml(error)}</li>`)
        .join('')}</ul></div>`
    : '';
  const described = errors.length ? ' aria-describedby="form-errors"' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in – University SSO (demo)</title>
<style>
  :root { color-scheme: light; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f4f6; color: #111827; }
  main { background: #fff; padding: 2rem; border-radius: 12px; box-shadow: 0 4px 24px rgb(0 0 0 / 0.08); width: min(26rem, 92vw); }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  p.note { margin: 0 0 1.5rem; color: #4b5563; }
  label { display: block; font-weight: 600; margin: 1rem 0 .35rem; }
  input[type=text], input[type=email] { width: 100%; box-sizing: border-box; padding: .6rem .7rem; border: 1px solid #6b7280; border-radius: 6px; font-size: 1rem; }
  .check { display: flex; gap: .5rem; align-items: flex-start; margin-top: 1rem; font-weight: 400; }
  .check input { margin-top: .25rem; }
  button { margin-top: 1.5rem; width: 100%; padding: .7rem; font-size: 1rem; font-weight: 600; color: #fff; background: #2563eb; border: 0; border-radius: 6px; cursor: pointer; }
  button:hover { background: #1d4ed8; }
  :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .errors { border: 1px solid #b91c1c; background: #fef2f2; color: #7f1d1d; padding: .5rem 1rem; border-radius: 6px; }
</style>
</head>
<body>
<main>
  <h1>Sign in</h1>
  <p class="note">Demo stand-in for the university's Microsoft sign-in. No password needed.</p>
  ${errorBlock}
  <form method="post" action="/auth/login"${described}>
    ${state.state ? `<input type="hidden" name="state" value="${escapeHtml(state.state)}">` : ''}
    <label for="name">Name</label>
    <input id="name" name="name" type="text" autocomplete="name" required value="${escapeHtml(state.name ?? '')}">
    <label for="email">E-mail</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(state.email ?? '')}">
    <label class="check" for="omit_user_data">
      <input id="omit_user_data" name="omit_user_data" type="checkbox" value="1"${state.omitUserData ? ' checked' : ''}>
      <span>Leave out user_data (tests the identity lookup)</span>
    </label>
    <button type="submit">Sign in</button>
  </form>
</main>
</body>
</html>
`;
}
