import { ErrorBoundary } from '#components/ErrorBoundary.tsx';
import { LoggedOutNotice } from '#components/form/LoggedOutNotice.tsx';
import { useAuth } from '#features/auth/use-auth.ts';
import { RouteGuard } from '#features/auth/RouteGuard.tsx';
import { PlacementForm } from './PlacementForm.tsx';
import { PLACEMENT_FORM_TEXTS } from './texts.ts';

function Gate() {
  const auth = useAuth();
  const signedOut = auth.status === 'signedOut';
  return (
    <>
      {/* Signed out, the log-in texts replace the form while the guard sends the user to sign in. */}
      {signedOut && <LoggedOutNotice notice={PLACEMENT_FORM_TEXTS.loginNotice} message={PLACEMENT_FORM_TEXTS.loggedOut} />}
      <div hidden={signedOut}>
        <RouteGuard>{(user) => <PlacementForm user={user} />}</RouteGuard>
      </div>
    </>
  );
}

/** Island: the guarded internship / placement nomination form. */
export default function PlacementNominationForm() {
  return (
    <ErrorBoundary>
      <Gate />
    </ErrorBoundary>
  );
}
