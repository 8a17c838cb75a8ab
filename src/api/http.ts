/**
 * The one HTTP layer. Every call to the backend goes through {@link call}: it
 * adds the bearer token only when asked, applies timeouts and retries through
 * ky, unwraps the `{success, data, message}` envelope and turns every failure
 * into an {@link ApiError} whose message is the spec's text for that call.
 */
import ky, { isHTTPError, isNetworkError, isTimeoutError, type Options } from 'ky';
import * as v from 'valibot';
import { ApiError, type Describe, type Failure } from './api-error.ts';
import { joinUrl } from './join-url.ts';
import { parseRecords, describeIssues, type Dropped, type ParsedList } from './schemas/lenient.ts';

export { ApiError, isApiError, type Describe, type Failure } from './api-error.ts';
export { joinUrl };

export interface ApiConfig {
  /** Backend base URL, e.g. `https://api.example.edu` (a trailing slash is ignored). */
  host: string;
  /** Reads the session token; only protected calls use it. */
  token?: () => string | null | undefined;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
  /**
   * A lighter transport for public GETs that retry nothing (Node builds: ./node-get.ts). ky's cost per call
   * (a Request, a Response, its options merged) was most of the client's CPU in 10,000 detail reads (ffbe381).
   */
  get?: PlainGet;
}

/** What a plain GET answered, before the envelope is read. */
interface PlainAnswer {
  status: number;
  statusText: string;
  /** The body as text. */
  text: string;
  /** The Location header of a redirect. */
  location?: string;
  /** The ETag header, a validator of this answer's body. */
  etag?: string;
}

/** Why a plain GET had no answer. */
export class NoAnswer extends Error {
  readonly kind: 'timeout' | 'network';
  constructor(kind: 'timeout' | 'network', message: string) {
    super(message);
    this.name = 'NoAnswer';
    this.kind = kind;
  }
}

/** One GET without retries; rejects with {@link NoAnswer} when nothing was answered. */
export type PlainGet = (
  url: string,
  options: { headers: Record<string, string>; timeout?: number | false; signal?: AbortSignal },
) => Promise<PlainAnswer>;

export interface Envelope {
  /** The answer's HTTP status (2xx). */
  status: number;
  data: unknown;
  message?: string;
  /** The whole answer, for fields some calls put beside `data` (upload URLs). */
  body: Record<string, unknown>;
  /** Its ETag, when the backend sent one. */
  etag?: string;
}

export interface ReadOptions {
  /** Per-attempt timeout in ms (ky's default is 10 s). */
  timeout?: number;
  /** ky retry option; reads retry network errors and 5xx twice by default. */
  retry?: Options['retry'];
  signal?: AbortSignal;
  /**
   * The ETag of an earlier answer, sent as If-None-Match: a backend that still has that body answers
   * 304 Not Modified, and the call fails with status 304 ({@link isNotModified}).
   */
  ifNoneMatch?: string;
}

export interface CallOptions extends ReadOptions {
  method?: 'get' | 'post';
  json?: unknown;
  body?: FormData;
  /** Send `Authorization: Bearer {auth_token}`; never set on public reads. */
  auth?: boolean;
  /** List calls send `Content-Type: application/json` (spec 1, section 7). */
  jsonContentType?: boolean;
  /** Replaces the transport for this call (uploads with progress). */
  fetch?: typeof fetch;
  describe: Describe;
}

/** True only in a browser that says it is offline. */
function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Performs one call and returns the unwrapped envelope, or throws an {@link ApiError}. */
export async function call(api: ApiConfig, path: string, options: CallOptions): Promise<Envelope> {
  const url = joinUrl(api.host, path);
  const fail = (failure: Failure): never => {
    throw new ApiError(options.describe(failure), failure, url);
  };
  if (isOffline()) fail({ kind: 'offline' });

  const headers: Record<string, string> = {};
  if (options.auth) {
    const token = api.token?.();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  if (options.jsonContentType) headers['Content-Type'] = 'application/json';
  if (options.ifNoneMatch) headers['If-None-Match'] = options.ifNoneMatch;

  const method = options.method ?? 'get';
  const plain =
    api.get && !api.fetch && !options.fetch && !options.auth && method === 'get' && options.retry === 0
      ? api.get
      : undefined;
  if (plain) {
    let answer: PlainAnswer;
    try {
      answer = await plain(url, { headers, timeout: options.timeout, signal: options.signal });
    } catch (error) {
      if (error instanceof NoAnswer && error.kind === 'timeout') return fail({ kind: 'timeout' });
      return fail({ kind: isOffline() ? 'offline' : 'network' });
    }
    // A redirect is rare: ky follows it.
    if (answer.status < 300 || answer.status > 399 || !answer.location) {
      if (answer.status < 200 || answer.status > 299) {
        return fail({
          kind: 'http',
          status: answer.status,
          statusText: answer.statusText,
          serverMessage: messageOf(jsonOrText(answer.text)),
        });
      }
      return { ...envelopeOf(answer.text, answer.status, fail), etag: answer.etag };
    }
  }

  let response: Response;
  try {
    response = await ky(url, {
      method,
      headers,
      json: options.json,
      body: options.body,
      timeout: options.timeout,
      retry: options.retry,
      signal: options.signal,
      // A signed-in answer is one user's: the browser must not keep it for whoever signs in next on this computer.
      cache: options.auth ? 'no-store' : undefined,
      fetch: options.fetch ?? api.fetch,
    });
  } catch (error) {
    if (isHTTPError(error)) {
      return fail({
        kind: 'http',
        status: error.response.status,
        statusText: error.response.statusText,
        serverMessage: messageOf(error.data),
      });
    }
    if (isTimeoutError(error)) return fail({ kind: 'timeout' });
    if (isNetworkError(error) || error instanceof TypeError) return fail({ kind: isOffline() ? 'offline' : 'network' });
    throw error;
  }

  let text: string;
  try {
    text = await response.text();
  } catch {
    return fail({ kind: 'malformed', status: response.status });
  }
  return { ...envelopeOf(text, response.status, fail), etag: response.headers.get('etag') ?? undefined };
}

/** Unwraps a 2xx answer's `{success, data, message}` envelope. */
function envelopeOf(text: string, status: number, fail: (failure: Failure) => never): Envelope {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail({ kind: 'malformed', status });
  }
  if (!isRecord(body) || typeof body.success !== 'boolean') return fail({ kind: 'malformed', status });
  if (body.success !== true) return fail({ kind: 'unsuccessful', status, serverMessage: messageOf(body) });
  return { status, data: body.data, message: messageOf(body), body };
}

/** An error answer's body as ky gives it (`HTTPError.data`): its JSON, or its text. */
function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** True for the failure of a call sent with `ifNoneMatch` whose body has not changed since (304 Not Modified). */
export const isNotModified = (error: unknown): boolean => error instanceof ApiError && error.status === 304;

/** Reads a list endpoint and parses every record leniently; `etag` is the answer's validator, when it has one. */
export async function readList<S extends v.GenericSchema>(
  api: ApiConfig,
  path: string,
  schema: S,
  describe: Describe,
  options: ReadOptions & { auth?: boolean } = {},
): Promise<ParsedList<v.InferOutput<S>> & { etag?: string }> {
  const { data, etag } = await call(api, path, { ...options, describe, jsonContentType: true });
  // Home calls "read data defaulting to an empty list"; a missing list is empty, not an error.
  return { ...parseRecords(schema, data ?? []), etag };
}

/** The outcome of reading one record: the record, or why there is none. */
export type ReadOne<T> = { ok: true; record: T } | { ok: false; record: null; dropped: Dropped };

/** Reads one record; an empty or invalid record is reported, not thrown. */
export async function readOne<S extends v.GenericSchema>(
  api: ApiConfig,
  path: string,
  schema: S,
  describe: Describe,
  options: ReadOptions = {},
): Promise<ReadOne<v.InferOutput<S>>> {
  const { data } = await call(api, path, { ...options, describe });
  if (data === null || data === undefined) {
    return { ok: false, record: null, dropped: { index: 0, reason: 'no record in the answer' } };
  }
  const parsed = v.safeParse(schema, data);
  if (parsed.success) return { ok: true, record: parsed.output };
  return { ok: false, record: null, dropped: { index: 0, reason: describeIssues(parsed.issues) } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The server's `message` when it is a non-empty string. */
function messageOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const message = body.message;
  return typeof message === 'string' && message.trim() ? message.trim() : undefined;
}
