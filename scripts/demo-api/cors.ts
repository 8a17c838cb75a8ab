/** CORS for the site's origin (and its localhost / 127.0.0.1 twin), so islands can call the API from the browser. */
import type { IncomingMessage, ServerResponse } from 'node:http';

const LOOPBACK = ['localhost', '127.0.0.1'];

/** The origins allowed to call: the site's, plus the other loopback spelling on the same port. */
export function allowedOrigins(siteUrl: string): Set<string> {
  const site = new URL(siteUrl);
  const origins = new Set([site.origin]);
  if (LOOPBACK.includes(site.hostname)) {
    for (const host of LOOPBACK) origins.add(`${site.protocol}//${host}${site.port ? `:${site.port}` : ''}`);
  }
  return origins;
}

/** Adds the CORS headers for an allowed Origin; returns true when the request is a preflight (already answered). */
export function applyCors(req: IncomingMessage, res: ServerResponse, origins: Set<string>): boolean {
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (origin && origins.has(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Demo-Scope');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  }
  if (req.method !== 'OPTIONS') return false;
  if (origin && origins.has(origin)) res.setHeader('Access-Control-Max-Age', '600');
  res.writeHead(204, { 'Content-Length': '0' });
  res.end();
  return true;
}
