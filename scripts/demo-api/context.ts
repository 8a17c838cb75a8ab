/** What every route handler gets: the request, its parsed URL and the running server's state. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { absolutise } from './base-url.ts';
import type { Faults } from './faults.ts';
import { envelope, sendJsonText } from './respond.ts';
import type { DemoStore } from './store.ts';
import type { TokenKeeper } from './tokens.ts';

export interface ServerState {
  store: DemoStore;
  tokens: TokenKeeper;
  /** This server's own origin, e.g. `http://127.0.0.1:4000` (known once it listens). */
  baseUrl: string;
  /** The site's origin: where the SSO stand-in redirects, and the CORS origin. */
  siteUrl: string;
  uploadsDir: string;
  /** The path files are served under, with slashes at both ends (`/uploads/` by default). */
  filesPath: string;
  control: boolean;
  faults: Faults;
  /**
   * Faults that apply only to requests carrying `X-Demo-Scope: <scope>`, so
   * tests running side by side against one backend never disturb each other.
   */
  scopedFaults: Map<string, Faults>;
  /** Uploaded files sent whole, and answered 304 (the benchmark's "fetches no image"). */
  uploads: { sent: number; notModified: number };
  /** Lists carry an ETag and answer 304 to it (DEMO_API_ETAGS). */
  etags: boolean;
  /** Lists and best lists sent whole, and answered 304. */
  lists: { sent: number; notModified: number };
}

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  method: string;
  /** The URL path as sent (not decoded), without a trailing slash (except `/`). */
  path: string;
  state: ServerState;
}

/** An enveloped answer's body, with `{{BASE}}` links made absolute (base-url.ts). */
export function envelopeText(
  ctx: RequestContext,
  status: number,
  data: unknown,
  message: string,
  extra: Record<string, unknown> = {},
): string {
  const json = JSON.stringify(envelope(status < 400, data, message, extra));
  return absolutise(json, ctx.state.baseUrl, ctx.state.filesPath);
}

/** Sends an enveloped answer ({@link envelopeText}). */
export function sendEnvelope(
  ctx: RequestContext,
  status: number,
  data: unknown,
  message: string,
  extra: Record<string, unknown> = {},
): void {
  sendJsonText(ctx.res, status, envelopeText(ctx, status, data, message, extra));
}
