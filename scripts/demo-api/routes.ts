/** Top-level routing: /api/*, the files (/uploads/* unless the files path says otherwise), /auth/*, /__demo/* and a small index at /. */
import { handleApi } from './api-routes.ts';
import { handleAuth } from './auth.ts';
import { sendEnvelope, type RequestContext } from './context.ts';
import { handleControl } from './control.ts';
import { HttpError } from './respond.ts';
import { serveUpload } from './uploads.ts';

export async function route(ctx: RequestContext): Promise<void> {
  const { path } = ctx;
  if (path.startsWith('/api/')) return handleApi(ctx);
  if (path.startsWith(ctx.state.filesPath)) return serveUpload(ctx);
  if (path.startsWith('/auth/')) return handleAuth(ctx);
  if (path.startsWith('/__demo/')) return handleControl(ctx);
  if (path === '/' && ctx.method === 'GET') return index(ctx);
  throw new HttpError(404, `No such endpoint: ${ctx.method} ${path}`);
}

function index(ctx: RequestContext): void {
  sendEnvelope(
    ctx,
    200,
    {
      name: 'Wall of Fame demo backend',
      reads: [
        '/api/project-nominations/approved/{industry|in-house|research|start-up|best|id}',
        '/api/competition-nominations/approved/{hackathons|coding-contests|project-competitions|best|id}',
        '/api/achievement-nominations/approved/{research-publication|global-certification|higher-studies|open-source|id}',
        '/api/placement-nominations/approved/{placement|internship|best|id}',
        '/api/alumni/approved[/{id}]',
      ],
      protected: [
        'GET /api/project-nominations',
        'POST /api/{project|competition|achievement|placement}-nominations',
        'POST /api/upload/{poster-image|profile-image|certificate|document|video}',
      ],
      auth: ['GET /auth/login', 'GET /auth/me'],
      files: `GET ${ctx.state.filesPath}{name}`,
      control: ctx.state.control,
    },
    'Demo backend of the Wall of Fame site',
  );
}
