/**
 * Test-only control endpoints under /__demo/ (404 unless control is on):
 * faults, moderation, token revocation and issue, reset with seed options, health.
 */
import { sendEnvelope, type RequestContext } from './context.ts';
import { normalizeFaults } from './faults.ts';
import { moderate, ModerationError } from './moderation.ts';
import { HttpError, readJson } from './respond.ts';
import { seed, writeSeedFiles, type SeedOptions } from './seed.ts';
import { STATUSES } from './store.ts';

export async function handleControl(ctx: RequestContext): Promise<void> {
  const { state, method, path } = ctx;
  if (!state.control) throw new HttpError(404, `No such endpoint: ${method} ${path}`);

  if (path === '/__demo/health' && method === 'GET') {
    const counts = Object.fromEntries(STATUSES.map((status) => [status, state.store.count({ status })]));
    return sendEnvelope(
      ctx,
      200,
      { status: 'ok', total: state.store.count(), ...counts, faults: state.faults },
      'Demo backend is up',
    );
  }
  if (method !== 'POST') throw new HttpError(404, `No such endpoint: ${method} ${path}`);
  const body = await readJson(ctx.req);

  switch (path) {
    case '/__demo/faults': {
      // `{scope, ...faults}` sets the faults of one scope only (an empty set removes it).
      const { scope, ...rest } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
      if (scope !== undefined && (typeof scope !== 'string' || !scope))
        throw new HttpError(400, 'scope must be a non-empty string');
      let faults;
      try {
        faults = normalizeFaults(scope === undefined ? body : rest);
      } catch (error) {
        throw new HttpError(400, (error as Error).message);
      }
      if (scope === undefined) {
        state.faults = faults;
        return sendEnvelope(ctx, 200, state.faults, 'Faults replaced');
      }
      if (Object.keys(rest).length === 0) state.scopedFaults.delete(scope);
      else state.scopedFaults.set(scope, faults);
      return sendEnvelope(ctx, 200, faults, `Faults of scope ${scope} replaced`);
    }
    case '/__demo/moderate': {
      const { id, action } = (body ?? {}) as { id?: unknown; action?: unknown };
      if (typeof id !== 'string' || !id) throw new HttpError(400, 'id is required');
      try {
        const result = moderate(state.store, id, String(action));
        return sendEnvelope(
          ctx,
          200,
          { id, status: result.status, isBest: result.isBest },
          `${id}: ${String(action)} done`,
        );
      } catch (error) {
        if (error instanceof ModerationError) throw new HttpError(error.status, error.message);
        throw error;
      }
    }
    case '/__demo/revoke-tokens':
      state.tokens.rotate();
      return sendEnvelope(ctx, 200, null, 'Every issued token is now invalid');
    case '/__demo/token': {
      const { name, email, ttlSeconds } = (body ?? {}) as { name?: unknown; email?: unknown; ttlSeconds?: unknown };
      if (typeof name !== 'string' || typeof email !== 'string' || !name.trim() || !email.trim()) {
        throw new HttpError(400, 'name and email are required');
      }
      const ttl = typeof ttlSeconds === 'number' ? ttlSeconds : undefined;
      return sendEnvelope(ctx, 200, { token: state.tokens.issue({ name, email }, ttl) }, 'Token issued');
    }
    case '/__demo/reset': {
      const summary = seed(state.store, seedOptionsOf(body));
      writeSeedFiles(state.uploadsDir);
      return sendEnvelope(ctx, 200, summary, 'Database emptied and reseeded');
    }
    default:
      throw new HttpError(404, `No such endpoint: ${method} ${path}`);
  }
}

function seedOptionsOf(body: unknown): SeedOptions {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'Seed options must be a JSON object');
  const { entries, hostile, empty } = body as Record<string, unknown>;
  if (
    entries !== undefined &&
    (typeof entries !== 'number' || !Number.isInteger(entries) || entries < 0 || entries > 100_000)
  ) {
    throw new HttpError(400, 'entries must be a whole number from 0 to 100000');
  }
  if (hostile !== undefined && typeof hostile !== 'boolean') throw new HttpError(400, 'hostile must be true or false');
  if (empty !== undefined && typeof empty !== 'boolean') throw new HttpError(400, 'empty must be true or false');
  return {
    entries: entries as number | undefined,
    hostile: hostile as boolean | undefined,
    empty: empty as boolean | undefined,
  };
}
