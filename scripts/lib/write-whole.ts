import { open, rename, rm } from 'node:fs/promises';

/**
 * Writes `text` to `file` whole or not at all: into a temporary file beside it,
 * flushed to disk, then renamed over it. A reader (a build waiting for its
 * records, the next rebuild) never finds half a file; a failed write leaves
 * neither file.
 */
export async function writeWhole(file: string, text: string): Promise<void> {
  const temporary = `${file}.tmp`;
  try {
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(text);
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
