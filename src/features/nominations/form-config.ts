/**
 * What one nomination form is, as configuration: its words, its state (start,
 * revive, reset), its payload check and call, when its files are uploaded,
 * and its sections. `NominationForm` turns it into the form; see
 * `src/components/form/README.md` for a complete one.
 */
import type { ComponentType } from 'react';
import type { ApiConfig } from '#api/http.ts';
import type { SubmitTexts } from '#api/submit-texts.ts';
import type { UploadFlavor, UploadKind } from '#api/upload-rules.ts';
import type { Path } from '#components/form/paths.ts';
import type { FormApi } from '#components/form/use-form.ts';
import type { FormCheck } from '#components/form/validation.ts';
import type { SessionUser } from '#features/auth/session.ts';
import type { FileMode } from './chosen-files.ts';

export interface NominationTexts {
  /** The page's heading and the form's name. */
  heading: string;
  /** The page's meta description. */
  description: string;
  /** Signed out: the warning above "Please log in to access this form." */
  loginNotice: string;
  /** The sentence under the greeting; what is kept on this device only when the form keeps a draft. */
  intro: (keepsDraft: boolean) => string;
  success: string;
  /** A link after the success message to where the user can follow what they sent (projects: My Project Nominations). */
  followUp?: { before: string; label: string; href: string };
  /** The overlay while the nomination is sent. */
  overlay: string;
  /** The submit button's words ("Submit Nomination"). */
  submit: string;
}

/** Each file is uploaded as soon as it is chosen (projects, achievements). */
export interface UploadWhenChosen {
  timing: 'when-chosen';
  flavor: UploadFlavor;
  /** The upload endpoint of each file field, by path. */
  kindOf: (path: Path) => UploadKind | undefined;
  /** Ask the upload client for progress (fields that show a bar). */
  progress: boolean;
  /** A failed upload shows in an alert that stays in view, followed by this line (achievements); else in the form's banner. */
  alertOf?: (path: Path) => string;
}

/** One file the submit uploads. */
export interface PlannedUpload {
  /** The chosen file's key (see `UploadAtSubmit.keyOf`). */
  fileKey: string;
  file: File;
  /** Where the URL goes in the state. */
  path: Path;
  kind: UploadKind;
  /** The overlay's and the field's words while it uploads. */
  overlay: string;
  /** The banner's words for a failure. */
  wrap?: (message: string) => string;
  /** The URL is added to the list at `path` (posters) instead of replacing it. */
  append: boolean;
  /** When set, a failure does not stop the submission: the nomination goes without the file and the success banner says this. */
  skipWith?: string;
}

/** Chosen files stay on the device and are uploaded at submit, in the order of `plan` (competitions, placements). */
export interface UploadAtSubmit<S> {
  timing: 'at-submit';
  flavor: UploadFlavor;
  kindOf: (path: Path) => UploadKind | undefined;
  /** The key a field's chosen files are kept under (its path, or a stable key for a list row's file). */
  keyOf: (path: Path, state: S) => string;
  /** Whether a kept file's key still belongs to a field of `state` (a removed member's photo does not). */
  isLive: (key: string, state: S) => boolean;
  /** What to upload, in order, from the files chosen now. */
  plan: (state: S, files: Readonly<Record<string, readonly File[]>>) => PlannedUpload[];
  /** Files the draft names but this device no longer has. */
  filesLost: string;
}

export interface NominationFormConfig<S, P> {
  /** Names the form's drafts and its sign-in round trip. */
  id: string;
  texts: NominationTexts;
  /** What a failed submission says (from `src/api`). */
  submitTexts: SubmitTexts;
  /** The empty form for this user. */
  start: (user: SessionUser) => S;
  /** A saved draft fitted to today's shape. */
  revive: (saved: unknown, user: SessionUser) => S;
  /** The form after a successful submit (default: `start`). */
  reset?: (user: SessionUser) => S;
  /** Builds and validates the payload; `files: 'uploaded'` is what is sent after submit-time uploads. */
  check: (state: S, user: SessionUser, files?: FileMode) => FormCheck<P>;
  send: (api: ApiConfig, payload: P) => Promise<unknown>;
  uploads: UploadWhenChosen | UploadAtSubmit<S>;
  Sections: ComponentType<{ form: FormApi<S, P> }>;
  /** A success toast as well as the banner (achievements). */
  toast?: boolean;
}
