import { describe, expect, it } from 'vitest';
import { ApiError } from '#api/http.ts';
import type { Project } from '#api/schemas/project.ts';
import { newestFirst, nominationsFailure } from '#features/projects/my-nominations/read.ts';
import { statusLabel } from '#features/projects/my-nominations/status.ts';
import { nominationHref, nominationIdFromPath } from '#features/projects/my-nominations/texts.ts';

describe('statusLabel', () => {
  it('shows approved and rejected, and anything else as Pending', () => {
    expect(statusLabel('approved')).toBe('Approved');
    expect(statusLabel(' APPROVED ')).toBe('Approved');
    expect(statusLabel('rejected')).toBe('Rejected');
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('under review')).toBe('Pending');
    expect(statusLabel(undefined)).toBe('Pending');
  });
});

describe('nominationsFailure', () => {
  const error = (failure: ApiError['failure']) =>
    new ApiError('HTTP error! status: 500', failure, 'https://h/api/project-nominations');
  it('uses the server message, else "Failed to fetch nominations"', () => {
    expect(
      nominationsFailure(error({ kind: 'http', status: 500, statusText: '', serverMessage: 'Down for maintenance' })),
    ).toBe('Down for maintenance');
    expect(nominationsFailure(error({ kind: 'http', status: 500, statusText: '' }))).toBe(
      'Failed to fetch nominations',
    );
    expect(nominationsFailure(error({ kind: 'unsuccessful', status: 200 }))).toBe('Failed to fetch nominations');
    expect(nominationsFailure(error({ kind: 'malformed', status: 200 }))).toBe('Failed to fetch nominations');
    expect(nominationsFailure(new Error('boom'))).toBe('Failed to fetch nominations');
  });
});

describe('newestFirst', () => {
  it('orders by submission date, undated last', () => {
    const record = (nominationId: string, submittedAt?: string) => ({ nominationId, submittedAt }) as Project;
    const ordered = newestFirst([
      record('a', '2024-01-01'),
      record('b'),
      record('c', '2025-03-01'),
      record('d', 'garbage'),
    ]);
    expect(ordered.map((r) => r.nominationId)).toEqual(['c', 'a', 'b', 'd']);
  });
});

describe('own nomination routes', () => {
  it('links rows to /projects/nominations/{id} and reads the id back', () => {
    expect(nominationHref('PRJ-2024-000001')).toBe('/projects/nominations/PRJ-2024-000001');
    expect(nominationIdFromPath('/projects/nominations/PRJ-2024-000001')).toBe('PRJ-2024-000001');
    expect(nominationIdFromPath('/projects/nominations/PRJ-1/')).toBe('PRJ-1');
    expect(nominationIdFromPath(nominationHref('a b'))).toBe('a b');
    expect(nominationIdFromPath('/projects/nominations/')).toBeNull();
    expect(nominationIdFromPath('/projects/nominations/a/b')).toBeNull();
    expect(nominationIdFromPath('/projects/industry')).toBeNull();
  });
});
