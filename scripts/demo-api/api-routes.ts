/**
 * The /api/* calls of both specs' section 7 except uploads: approved lists,
 * best lists, approved details, the caller's own project nominations and the
 * four submissions.
 */
import { createHash } from 'node:crypto';
import { validatePayload } from '#api/schemas/payload-rules.ts';
import { areaOf, type AreaRoutes } from './areas.ts';
import { requireUser } from './auth.ts';
import { relativise } from './base-url.ts';
import { envelopeText, sendEnvelope, type RequestContext } from './context.ts';
import { OWN_NOMINATION, pick } from './projections.ts';
import { ID_PREFIX, formatNominationId, nomination } from './records.ts';
import { HttpError, readJson, sendJsonText } from './respond.ts';
import type { Nomination } from './store.ts';
import { handleUpload } from './uploads.ts';

export async function handleApi(ctx: RequestContext): Promise<void> {
  if (ctx.path.startsWith('/api/upload/')) return handleUpload(ctx);
  const found = areaOf(ctx.path);
  if (!found) throw new HttpError(404, `No such endpoint: ${ctx.method} ${ctx.path}`);
  const { area, rest } = found;

  if (rest === '') {
    if (ctx.method === 'GET' && area.area === 'project') return ownNominations(ctx);
    if (ctx.method === 'POST' && area.payload) return submit(ctx, area);
    const allow = [area.area === 'project' ? 'GET' : '', area.payload ? 'POST' : ''].filter(Boolean);
    if (allow.length === 0) throw new HttpError(404, `No such endpoint: ${ctx.method} ${ctx.path}`);
    throw new HttpError(405, `Method ${ctx.method} is not allowed here`, { Allow: [...allow, 'OPTIONS'].join(', ') });
  }

  if (rest === '/approved' || rest.startsWith('/approved/')) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      throw new HttpError(405, `Method ${ctx.method} is not allowed here`, { Allow: 'GET, OPTIONS' });
    }
    const segment = decodeSegment(rest.slice('/approved/'.length));
    const category = area.lists[segment];
    if (category !== undefined) return approvedList(ctx, area, category);
    if (segment === 'best' && area.hasBest) return bestList(ctx, area);
    if (segment === '') throw new HttpError(404, `No such endpoint: ${ctx.method} ${ctx.path}`);
    return approvedOne(ctx, area, segment);
  }
  throw new HttpError(404, `No such endpoint: ${ctx.method} ${ctx.path}`);
}

function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The record as the API returns it: stored data with the current status, best flag and submission time (spec 1 §3). */
function recordOf(n: Nomination): Record<string, unknown> {
  return { ...n.data, status: n.status, isBest: n.isBest, submittedAt: n.submittedAt };
}

/**
 * Sends a list as Express sends any JSON answer: with an ETag, a hash of its body, and 304 Not Modified to a
 * request that sends that ETag back in If-None-Match. DEMO_API_ETAGS=off: neither, like a backend without.
 */
function sendList(ctx: RequestContext, items: unknown[], message: string): void {
  const json = envelopeText(ctx, 200, items, message);
  if (!ctx.state.etags) return sendJsonText(ctx.res, 200, json);
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  const asked = ctx.req.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (asked?.includes(etag) || asked?.includes('*')) {
    ctx.state.lists.notModified++;
    ctx.res.writeHead(304, { ETag: etag }).end();
    return;
  }
  ctx.state.lists.sent++;
  sendJsonText(ctx.res, 200, json, { ETag: etag });
}

function approvedList(ctx: RequestContext, area: AreaRoutes, category: string): void {
  const items = ctx.state.store.listApproved(area.area, category).map((n) => area.listItem(category, recordOf(n)));
  sendList(ctx, items, `${items.length} approved ${category} ${items.length === 1 ? 'entry' : 'entries'} found`);
}

function bestList(ctx: RequestContext, area: AreaRoutes): void {
  const items = ctx.state.store.listBest(area.area).map((n) => area.bestItem(recordOf(n)));
  sendList(ctx, items, `${items.length} best ${items.length === 1 ? 'entry' : 'entries'} found`);
}

function approvedOne(ctx: RequestContext, area: AreaRoutes, id: string): void {
  const found = ctx.state.store.get(id);
  if (!found || found.area !== area.area || found.status !== 'approved') throw new HttpError(404, area.notFound);
  sendEnvelope(ctx, 200, recordOf(found), `${area.noun} fetched successfully`);
}

function ownNominations(ctx: RequestContext): void {
  const user = requireUser(ctx);
  const items = ctx.state.store.listByOwner('project', user.email).map((n) => pick(recordOf(n), OWN_NOMINATION));
  sendEnvelope(ctx, 200, items, `${items.length} project ${items.length === 1 ? 'nomination' : 'nominations'} found`);
}

/** Validates with the site's own payload schema and stores the nomination as pending. */
async function submit(ctx: RequestContext, area: AreaRoutes): Promise<void> {
  const user = requireUser(ctx);
  const body = await readJson(ctx.req);
  if (!area.payload) throw new HttpError(404, `No such endpoint: ${ctx.method} ${ctx.path}`);
  const result = validatePayload(area.payload, body);
  if (!result.success) {
    const [field, message] = Object.entries(result.errors)[0] ?? ['', 'Invalid nomination'];
    const answer = field ? `${field}: ${message}` : message;
    throw new HttpError(400, answer);
  }
  const output = result.output as Record<string, unknown>;
  const store = ctx.state.store;
  const submittedAt = new Date().toISOString();
  // Links to this server's files are stored independent of its port and files path.
  const record = JSON.parse(relativise(JSON.stringify(output), ctx.state.baseUrl, ctx.state.filesPath)) as Record<
    string,
    unknown
  >;
  const stored = store.transaction(() => {
    const prefix = ID_PREFIX[area.area];
    let id: string;
    do id = formatNominationId(prefix, submittedAt.slice(0, 4), store.nextSequence(prefix));
    while (store.get(id));
    const created = nomination({
      id,
      area: area.area,
      category: String(output.category),
      status: 'pending',
      ownerEmail: user.email,
      submittedAt,
      record,
    });
    store.insert(created);
    return created;
  });
  sendEnvelope(
    ctx,
    201,
    recordOf(stored),
    `${area.noun} submitted successfully. It will be shown once it is approved.`,
  );
}
