/**
 * Aborted downloads, the way impatient clients (and attackers) make them, and
 * the open file descriptors of a process, to check that a server gives back
 * the descriptor of every file it was streaming.
 */
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';

/** Open descriptors of a process (this one by default), from /proc. */
export function openDescriptors(pid: number | 'self' = 'self'): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}

/** One GET of `path` over a raw socket, closed before the answer (`early`) or after its first bytes. */
function abortOne(port: number, path: string, early: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      if (early) {
        socket.destroy();
        resolve();
      }
    });
    if (!early) {
      socket.once('data', () => {
        socket.destroy();
        resolve();
      });
    }
    socket.on('error', reject);
  });
}

/** `count` aborted downloads, 30 at a time, half closed before the answer and half after its first bytes. */
export async function abortDownloads(port: number, path: string, count: number): Promise<void> {
  for (let started = 0; started < count; started += 30) {
    await Promise.all(
      Array.from({ length: Math.min(30, count - started) }, (_, i) => abortOne(port, path, (started + i) % 2 === 0)),
    );
  }
}
