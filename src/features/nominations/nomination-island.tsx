/**
 * The one island wrapper: `export default nominationIsland(config)` in a
 * form's `*NominationForm.tsx` makes the page's island (its own chunk, so a
 * page loads only its form). Signed out, the spec's texts replace the form
 * while the route guard sends the user to sign in.
 */
import { ErrorBoundary } from '#components/ErrorBoundary.tsx';
import { LoggedOutNotice } from '#components/form/LoggedOutNotice.tsx';
import { RouteGuard } from '#features/auth/RouteGuard.tsx';
import { useAuth } from '#features/auth/use-auth.ts';
import type { NominationFormConfig } from './form-config.ts';
import { NominationForm } from './NominationForm.tsx';
import { LOGGED_OUT } from './texts.ts';

export function nominationIsland<S, P>(config: NominationFormConfig<S, P>) {
  function Gate() {
    const auth = useAuth();
    const signedOut = auth.status === 'signedOut';
    return (
      <>
        {signedOut && <LoggedOutNotice notice={config.texts.loginNotice} message={LOGGED_OUT} />}
        <div hidden={signedOut}>
          <RouteGuard>{(user) => <NominationForm config={config} user={user} />}</RouteGuard>
        </div>
      </>
    );
  }
  return function NominationIsland() {
    return (
      <ErrorBoundary>
        <Gate />
      </ErrorBoundary>
    );
  };
}
