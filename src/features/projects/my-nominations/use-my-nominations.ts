import { useEffect, useState } from 'react';
import type { Project } from '#api/schemas/project.ts';
import { isUnauthorized } from '#api/api-error.ts';
import { signInAgain } from '#features/nominations/reauth.ts';
import { loadMyNominations } from './load.ts';
import { nominationsFailure } from './read.ts';

export type NominationsState =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'loaded'; records: Project[] };

/** Loads the user's own nominations; a refused session goes to sign in and comes back. */
export function useMyNominations(): NominationsState {
  const [state, setState] = useState<NominationsState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    loadMyNominations(controller.signal).then(
      (records) => setState({ kind: 'loaded', records }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isUnauthorized(error)) {
          void signInAgain();
          return;
        }
        setState({ kind: 'error', message: nominationsFailure(error) });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
