import { ErrorBoundary } from '#components/ErrorBoundary.tsx';
import { LoggedOutNotice } from '#components/form/LoggedOutNotice.tsx';
import { useAuth } from '#features/auth/use-auth.ts';
import { RouteGuard } from '#features/auth/RouteGuard.tsx';
import { CompetitionForm } from './CompetitionForm.tsx';
import { COMPETITION_FORM_TEXTS } from './texts.ts';

function Gate() {
  const auth = useAuth();
  const signedOut = auth.status === 'signedOut';
  return (
    <>
      {/* Signed out, the spec's texts replace the form while the guard sends the user to sign in. */}
      {signedOut && <LoggedOutNotice notice={COMPETITION_FORM_TEXTS.loginNotice} message={COMPETITION_FORM_TEXTS.loggedOut} />}
      <div hidden={signedOut}>
        <RouteGuard>{(user) => <CompetitionForm user={user} />}</RouteGuard>
      </div>
    </>
  );
}

/** Island: the guarded competition nomination form. */
export default function CompetitionNominationForm() {
  return (
    <ErrorBoundary>
      <Gate />
    </ErrorBoundary>
  );
}
