/**
 * What a guarded form shows instead of itself when nobody is signed in (while
 * the route guard sends the user to sign in): the spec's texts and a link.
 */
export function LoggedOutNotice({
  notice,
  message = 'Please log in to access this form.',
}: {
  notice: string;
  message?: string;
}) {
  return (
    <div className="space-y-4">
      <div
        role="status"
        className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
      >
        {notice}
      </div>
      <div className="card p-6 text-center">
        <p className="text-slate-700">{message}</p>
        <a href="/login" className="btn-primary mt-4">
          Go to Sign In
        </a>
      </div>
    </div>
  );
}
