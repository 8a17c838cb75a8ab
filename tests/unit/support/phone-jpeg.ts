/** A photo as a phone makes it: camera EXIF, a GPS position, and an orientation to turn it upright by. */
import sharp from 'sharp';

export const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '48/1 51/1 2952/100',
  GPSLongitudeRef: 'E',
  GPSLongitude: '2/1 17/1 4020/100',
};

/** A landscape JPEG with camera EXIF, a GPS position and orientation 6 (shown turned, portrait). */
export async function phoneJpeg(width = 1600, height = 1200, orientation = 6): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><rect x="0" y="0" width="${width / 2}" height="${height / 4}" fill="red"/></svg>`,
        ),
      },
    ])
    .withMetadata({ orientation })
    .withExifMerge({ IFD0: { Make: 'Phone', Model: 'X' }, IFD3: GPS })
    .jpeg({ quality: 90 })
    .toBuffer();
}
