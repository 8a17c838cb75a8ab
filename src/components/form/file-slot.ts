/**
 * The file-slot model: what a file field shows and what it can do, whatever
 * the file's story is. A form provides a {@link FileSource} (uploaded as soon
 * as chosen, or kept on the device and uploaded at submit); `FileField` and
 * `FileListField` render its slots and know nothing else.
 */
import { createContext, useContext } from 'react';
import type { Path } from './paths.ts';

/** One file field's state: nothing yet, chosen (waiting for submit), uploading, or uploaded. */
type FileStatus =
  | { state: 'idle' }
  | { state: 'chosen'; name: string; size: number }
  | { state: 'uploading'; text: string; percent?: number }
  | { state: 'uploaded'; url: string };

interface FileSlot {
  status: FileStatus;
  /** The input's `accept`. */
  accept: string;
  /** Why the last file was refused or failed; the form's banner announces it. */
  problem?: string;
  choose(file: File): void;
  /** Forgets the file (chosen or uploaded). */
  remove(): void;
}

/** One item of a list field: uploaded already, or chosen and waiting for submit. */
export type FileItem = { state: 'uploaded'; url: string } | { state: 'chosen'; name: string; size: number };

interface FileListSlot {
  items: FileItem[];
  uploading: { text: string; percent?: number } | null;
  accept: string;
  problem?: string;
  choose(files: File[]): void;
  removeAt(index: number): void;
}

interface FileOptions {
  /** The words while it uploads, when the source has none of its own ("Uploading certificate..."). */
  uploadingText: string;
}

interface FileListOptions {
  /** Files past this many (uploaded and chosen together) are refused with `tooMany`. */
  max: number;
  tooMany: string;
  /** The words while file `index` of `count` uploads, when the source has none of its own. */
  uploadingText: (index: number, count: number) => string;
}

/** Where a form's files come from. Both methods are hooks: call them once per field, on every render. */
export interface FileSource {
  useFile(path: Path, options: FileOptions): FileSlot;
  useFileList(path: Path, options: FileListOptions): FileListSlot;
}

export const FileSourceContext = createContext<FileSource | null>(null);

/** The surrounding form's file source; file fields must be inside a `<FormProvider files={…}>`. */
export function useFileSource(): FileSource {
  const source = useContext(FileSourceContext);
  if (!source) throw new Error('File fields must be rendered inside <FormProvider files={…}>');
  return source;
}

/** "2.4 MB", "312 KB": a file's size for people. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
