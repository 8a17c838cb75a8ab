/**
 * How every form words an upload failure (spec 1 section 8, spec 2 section 8),
 * apart from the upload client (uploads.ts, which words each failure with
 * these): a form can say an upload failed without loading the HTTP client.
 */
import { SESSION_REFUSED, type Describe, type Failure } from './api-error.ts';
import { INVALID_ANY_IMAGE, type UploadFlavor, type UploadKind } from './upload-rules.ts';

export const OFFLINE_UPLOAD = 'Device appears to be offline. Please check your internet connection.';
/** Achievement uploads that got no answer (spec 2, section 8). */
export const ACHIEVEMENT_NO_RESPONSE = 'Could not connect to the server. Please check your network.';

const COMPETITION_WORD: Record<UploadKind, string> = {
  profile: 'profile',
  document: 'ppt',
  certificate: 'ppt',
  poster: 'poster',
  video: 'video',
};

/** The words of an upload failure, per form (spec 1 section 8, spec 2 section 8). */
export function uploadFailure(flavor: UploadFlavor, kind: UploadKind, slowOrMobile: boolean): Describe {
  return (failure) => {
    const server = failure.kind === 'http' || failure.kind === 'unsuccessful' ? failure.serverMessage : undefined;
    const status = failure.kind === 'http' ? failure.status : undefined;

    if (flavor === 'placement') return 'Profile image upload failed';

    if (flavor === 'achievement') {
      if (failure.kind === 'timeout' || failure.kind === 'network' || failure.kind === 'offline')
        return ACHIEVEMENT_NO_RESPONSE;
      // Any answer without a message, a 2xx that gave no file included.
      return server ?? `Server error (${failure.status}).`;
    }

    if (flavor === 'competition') {
      if (status === 413) return 'File too large. Please reduce file size and try again.';
      if (status === 415) return INVALID_ANY_IMAGE;
      return server ?? `Failed to upload ${COMPETITION_WORD[kind]}. Please try again.`;
    }

    const message = failure.kind === 'offline' ? OFFLINE_UPLOAD : projectUploadMessage(failure, server, slowOrMobile);
    return kind === 'certificate' ? `Certificate upload failed: ${message}` : message;
  };
}

/**
 * Spec 1's upload words. "Upload failed: {server message or error}" names a
 * refusal without a message by spec 1's own words for a non-OK answer
 * ("HTTP error! status: {code}"); a 2xx that gave no file and no message is
 * the server failing, in the words of its 500.
 */
function projectUploadMessage(failure: Failure, server: string | undefined, mobile: boolean): string {
  const status = failure.kind === 'http' ? failure.status : undefined;
  if (status === 413 || status === 414) return 'File too large. Please reduce file size and try again.';
  if (status === 415) return 'Unsupported file type. Please upload a valid file format.';
  if (status === 401) return SESSION_REFUSED;
  if (status === 500) return 'Server error. Please try again later.';
  if (failure.kind === 'timeout') {
    return `Upload timed out. ${mobile ? 'Try connecting to WiFi or moving to better signal area.' : 'Please try with a smaller file.'}`;
  }
  if (failure.kind === 'network') {
    return `Network issue. ${mobile ? 'Try WiFi connection or move to better signal area.' : 'Please check your connection.'}`;
  }
  const reason = server ?? (status === undefined ? undefined : `HTTP error! status: ${status}`);
  if (reason === undefined) return 'Server error. Please try again later.';
  return `Upload failed: ${reason}. ${mobile ? 'Try WiFi or reduce file size.' : 'Please try again.'}`;
}
