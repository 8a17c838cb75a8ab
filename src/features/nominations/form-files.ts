/** What the form shell needs from either way of uploading files (see upload-when-chosen.ts, upload-at-submit.ts). */
import type { ReactNode } from 'react';
import type { FileSource } from '#components/form/file-slot.ts';

export interface FormFiles<S> {
  /** What the file fields render. */
  source: FileSource;
  /** Files are uploading, or kept files are still being read back: submit waits. */
  busy: boolean;
  /** The submit button's words while busy. */
  busyLabel: string;
  /** Shown over the page: the uploading badge or progress pill, an upload alert. */
  floating: ReactNode;
  /** Before each submit attempt: forget the last attempt's file messages. */
  beforeSubmit(): void;
  /**
   * Sends the checked form: uploads what waits for the submit first (each
   * step's overlay through `step`), then `finish(state)` sends the state as
   * it then is. Resolves to a note for the success banner, if any.
   */
  send(state: S, step: (overlay: string) => void, finish: (state: S) => Promise<void>): Promise<string | undefined>;
  /**
   * Before leaving to sign in again: the state as the submit left it goes into the draft, and what the
   * device keeps is written (a file uploaded just before the refusal is no longer kept as still to upload).
   */
  keep(): void | Promise<void>;
  /** Forgets every kept file and file message (after success, or "Discard draft"). */
  clear(): void;
}
