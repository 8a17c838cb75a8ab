/** The backend as islands see it: the host baked in at build time, the token from storage. */
import { PUBLIC_API_HOST, PUBLIC_IDENTITY_ME_URL, PUBLIC_SIGN_IN_STATE } from 'astro:env/client';
import type { ApiConfig } from '#api/http.ts';
import { readToken } from './session.ts';

export const browserApi: ApiConfig = { host: PUBLIC_API_HOST, token: readToken };

export const identityMeUrl: string = PUBLIC_IDENTITY_ME_URL;

/** The backend echoes the state /login sends, so /callback requires it (PUBLIC_SIGN_IN_STATE=required). */
export const signInStateRequired: boolean = PUBLIC_SIGN_IN_STATE === 'required';
