/**
 * A `fetch` for ky that sends through XMLHttpRequest, so uploads report
 * progress on any connection. (ky's own upload progress streams the request
 * body, which Chromium only sends over HTTP/2 or later; over HTTP/1.1 such an
 * upload fails.) ky still owns time-outs, retries and errors: it aborts this
 * fetch through the request's signal like any other.
 */

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** `onProgress` receives 0–100 while the body is sent. */
export function progressFetch(onProgress: (percent: number) => void): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const signal = request.signal;
      const abort = () => xhr.abort();
      if (signal.aborted) {
        reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', abort, { once: true });
      xhr.open(request.method, request.url);
      request.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = () => {
        signal.removeEventListener('abort', abort);
        // A 1xx or 0 status cannot build a Response; it is a failed exchange.
        if (xhr.status < 200) {
          reject(new TypeError('Failed to fetch'));
          return;
        }
        resolve(
          new Response(xhr.status === 204 || xhr.status === 205 ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => {
        signal.removeEventListener('abort', abort);
        reject(new TypeError('Failed to fetch'));
      };
      xhr.onabort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
      xhr.send(body);
    });
  };
}
