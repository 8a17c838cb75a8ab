import { open, rename, rm } from 'node:fs/promises';

/**
 * Writes `text` to `file` whole or not at all: into a temporary file beside it,
 * flushed to disk, then renamed over it. A reader (a build waiting for its
 * records, the next rebuild) never finds half a file; a failed write leaves
 * neither file. Text given in pieces is written a megabyte at a time.
 */
export async function writeWhole(file: string, text: string | Iterable<string>): Promise<void> {
  const temporary = `${file}.tmp`;
  try {
    const handle = await open(temporary, 'w');
    try {
      if (typeof text === 'string') await handle.writeFile(text);
      else for (const chunk of chunked(text)) await handle.write(chunk);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** `pieces` joined into strings of about `size` characters. */
function* chunked(pieces: Iterable<string>, size = 1 << 20): Generator<string> {
  let chunk: string[] = [];
  let length = 0;
  for (const piece of pieces) {
    chunk.push(piece);
    length += piece.length;
    if (length >= size) {
      yield chunk.join('');
      chunk = [];
      length = 0;
    }
  }
  if (chunk.length > 0) yield chunk.join('');
}
