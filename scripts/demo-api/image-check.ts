/**
 * An uploaded picture must be one, not only start like one: `GIF89a<script>…`
 * has a GIF's six leading bytes (file-types.ts) and is not a GIF. sharp reads
 * its header as the format the leading bytes named, within a pixel limit
 * (what a phone camera makes), then decodes every pixel: a truncated or
 * corrupt file fails, as the site's build would drop it.
 */
import sharp from 'sharp';

/** The pixels an uploaded picture may have: a 50-megapixel phone photo, not a decompression bomb. */
const MAX_UPLOAD_PIXELS = 50_000_000;

export type PictureCheck = 'picture' | 'not-a-picture' | 'too-many-pixels';

/** Whether `bytes` decode as a picture of `format` (sharp's name: png, jpeg, gif, webp, heif for AVIF) within the pixel limit. */
export async function checkPicture(bytes: Uint8Array, format: string): Promise<PictureCheck> {
  const options = { failOn: 'warning', limitInputPixels: false } as const;
  let metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch {
    return 'not-a-picture';
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) return 'not-a-picture';
  if (metadata.width * metadata.height > MAX_UPLOAD_PIXELS) return 'too-many-pixels';
  try {
    // Every pixel decoded, nothing encoded.
    await sharp(bytes, { ...options, limitInputPixels: MAX_UPLOAD_PIXELS }).stats();
    return 'picture';
  } catch {
    return 'not-a-picture';
  }
}
