/**
 * The process pictures are decoded and encoded in (scripts/lib/images/processor.ts
 * starts it): one request is `{ id, bytes, limits }`, its answer `{ id, made }`
 * or `{ id, failed }`. It ends when its parent disconnects.
 */
import sharp from 'sharp';
import { NotAPicture, processPicture, type Limits } from './process.ts';

interface Request {
  id: number;
  bytes: Uint8Array;
  limits: Limits;
}

// One libvips thread per picture: the parent sends as many at once as there are cores.
sharp.concurrency(1);

process.on('message', (message: Request) => {
  const { id, bytes, limits } = message;
  processPicture(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), limits).then(
    (made) => process.send!({ id, made }),
    (error: unknown) => process.send!({ id, failed: { message: error instanceof Error ? error.message : String(error), notAPicture: error instanceof NotAPicture } }),
  );
});
process.on('disconnect', () => process.exit(0));
