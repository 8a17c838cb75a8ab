/**
 * A flat, 16-bit, Adam7-interlaced PNG of any size, written by hand: the
 * upload that made one picture cost a build 1 GB (issue 40). Flat, it
 * compresses a thousandfold (10000×10000 RGB is 0.6 MB), and an
 * interlaced PNG is decoded whole, so it costs its full size in memory.
 * Written row by row through zlib, so making it costs little memory (sharp
 * would hold the whole picture to write it).
 */
import { constants, createDeflate, crc32 } from 'node:zlib';

/** Adam7: each pass's first column and row and its steps. */
const PASSES = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export async function flatInterlacedPng(width: number, height: number, channels: 3 | 4 = 3): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([16, channels === 4 ? 6 : 2, 0, 0, 1], 8); // 16 bits, RGB(A), deflate, adaptive filters, Adam7
  // Grey, every byte the same: run-length encoding alone compresses it.
  const pixel = Buffer.alloc(channels * 2, 0x80);
  const deflate = createDeflate({ level: 9, strategy: constants.Z_RLE });
  const compressed: Buffer[] = [];
  deflate.on('data', (data: Buffer) => compressed.push(data));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (const [x0, y0, dx, dy] of PASSES) {
    const columns = Math.ceil((width - x0) / dx);
    const rows = Math.ceil((height - y0) / dy);
    if (columns <= 0 || rows <= 0) continue;
    // Filter byte 0 (none), then the row's pixels.
    const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(columns * pixel.length, pixel)]);
    for (let y = 0; y < rows; y++)
      if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(compressed)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
