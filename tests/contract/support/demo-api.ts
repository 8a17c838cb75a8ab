/**
 * Shared setup of the contract tests: a real demo backend on a free port with
 * an in-memory database and its own uploads directory, plus helpers to call it.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiConfig } from '#api/http.ts';
import { startDemoApi, type DemoApi, type DemoApiOptions } from '#scripts/demo-api/server.ts';

export const SITE_URL = 'http://localhost:4321';
export const STUDENT = { name: 'Aarav Sharma', email: 'student@university.edu' };

export interface TestApi {
  api: DemoApi;
  uploadsDir: string;
  /** Client config without a token (public reads). */
  anonymous: ApiConfig;
  /** Client config signed in as `user` (default: the seeded student). */
  signedIn(user?: { name: string; email: string }): ApiConfig;
  close(): Promise<void>;
}

/** Starts a demo backend as the contract suite uses it: port 0, ':memory:', quiet, control on. */
export async function startTestApi(options: DemoApiOptions = {}): Promise<TestApi> {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'demo-api-contract-'));
  let api: DemoApi;
  try {
    api = await startDemoApi({
      port: 0,
      dbPath: ':memory:',
      quiet: true,
      control: true,
      uploadsDir,
      siteUrl: SITE_URL,
      ...options,
    });
  } catch (error) {
    // A backend refused its settings leaves no uploads directory behind either.
    rmSync(uploadsDir, { recursive: true, force: true });
    throw error;
  }
  return {
    api,
    uploadsDir,
    anonymous: { host: api.url },
    signedIn: (user = STUDENT) => {
      const token = api.issueToken(user);
      return { host: api.url, token: () => token };
    },
    close: async () => {
      await api.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** Raw JSON call; returns the status, headers and parsed body. */
export async function call(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as Record<string, unknown> };
}

/** POSTs JSON to a control endpoint and returns the answer's data. */
export async function control(api: DemoApi, path: string, body: unknown = {}): Promise<unknown> {
  const answer = await call(`${api.url}/__demo/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (answer.status !== 200) throw new Error(`/__demo/${path}: ${answer.status} ${String(answer.body.message)}`);
  return answer.body.data;
}

/** Files an upload left in the uploads directory (seed files excepted). */
export function storedUploads(uploadsDir: string): string[] {
  return readdirSync(uploadsDir).filter((name) => name !== 'seed');
}

/** Asserts the `{success, data, message}` envelope and returns it typed. */
export function expectEnvelope(body: Record<string, unknown>): { success: boolean; data: unknown; message: string } {
  if (typeof body.success !== 'boolean' || !('data' in body) || typeof body.message !== 'string') {
    throw new Error(`not an envelope: ${JSON.stringify(body).slice(0, 200)}`);
  }
  return body as { success: boolean; data: unknown; message: string };
}
