/** The reviewer's side, which the site does not have: approve, reject, mark best, unmark best. Shared by the CLI and /__demo/moderate. */
import type { DemoStore, Nomination } from './store.ts';

const MODERATION_ACTIONS = ['approve', 'reject', 'best', 'unbest'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export class ModerationError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ModerationError';
    this.status = status;
  }
}

export function isModerationAction(value: unknown): value is ModerationAction {
  return typeof value === 'string' && (MODERATION_ACTIONS as readonly string[]).includes(value);
}

/** Applies one action and returns the nomination as it now is; throws {@link ModerationError} for an unknown id or action. */
export function moderate(store: DemoStore, id: string, action: string): Nomination {
  if (!isModerationAction(action)) {
    throw new ModerationError(400, `Unknown action "${action}". Use one of: ${MODERATION_ACTIONS.join(', ')}`);
  }
  const changed =
    action === 'approve'
      ? store.setStatus(id, 'approved')
      : action === 'reject'
        ? store.setStatus(id, 'rejected')
        : store.setBest(id, action === 'best');
  const nomination = changed ? store.get(id) : undefined;
  if (!nomination) throw new ModerationError(404, `No nomination with id "${id}"`);
  return nomination;
}
