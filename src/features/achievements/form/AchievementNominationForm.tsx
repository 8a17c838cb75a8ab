import { ErrorBoundary } from '#components/ErrorBoundary.tsx';
import { LoggedOutNotice } from '#components/form/LoggedOutNotice.tsx';
import { useAuth } from '#features/auth/use-auth.ts';
import { RouteGuard } from '#features/auth/RouteGuard.tsx';
import { AchievementForm } from './AchievementForm.tsx';
import { ACHIEVEMENT_FORM_TEXTS } from './texts.ts';

function Gate() {
  const auth = useAuth();
  const signedOut = auth.status === 'signedOut';
  return (
    <>
      {/* Signed out, the log-in texts replace the form while the guard sends the user to sign in. */}
      {signedOut && <LoggedOutNotice notice={ACHIEVEMENT_FORM_TEXTS.loginNotice} message={ACHIEVEMENT_FORM_TEXTS.loggedOut} />}
      <div hidden={signedOut}>
        <RouteGuard>{(user) => <AchievementForm user={user} />}</RouteGuard>
      </div>
    </>
  );
}

/** Island: the guarded Submit Achievement form. */
export default function AchievementNominationForm() {
  return (
    <ErrorBoundary>
      <Gate />
    </ErrorBoundary>
  );
}
