export const INVALID_VIDEO_FILE = 'Invalid video file';

/** The spec's message when a video is longer than `maxSeconds`, else null. */
export function videoTooLongMessage(seconds: number, maxSeconds: number): string | null {
  return seconds > maxSeconds ? `Video duration exceeds 1.5 minutes. Current: ${Math.round(seconds)} seconds` : null;
}

/** Reads a video file's duration in the browser; rejects with 'Invalid video file' when it cannot. */
export function readVideoDuration(file: Blob): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    video.preload = 'metadata';
    const done = (result: () => void) => {
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      result();
    };
    video.onloadedmetadata = () =>
      done(() => (Number.isFinite(video.duration) ? resolve(video.duration) : reject(new Error(INVALID_VIDEO_FILE))));
    video.onerror = () => done(() => reject(new Error(INVALID_VIDEO_FILE)));
    video.src = url;
  });
}
