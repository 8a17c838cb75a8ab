import { useHydratedStore } from '#lib/use-hydrated-store.ts';
import { $auth, type AuthState } from './auth-store.ts';

const LOADING: AuthState = { status: 'loading' };

/** The auth state for islands: 'loading' while hydrating (as pre-rendered), then the real state. */
export function useAuth(): AuthState {
  return useHydratedStore($auth, LOADING);
}
