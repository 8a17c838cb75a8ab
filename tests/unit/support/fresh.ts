/**
 * What the tests of the fresh-entry views (what the 404 page shows for an id
 * newer than the build) share: the browser's API host stubbed, the read of an
 * approved entry mocked (each test says what it answers), and the modules that
 * use them loaded after the mocks.
 */
import { vi } from 'vitest';

vi.mock('#features/auth/browser-api.ts', () => ({ browserApi: { host: 'http://api.test' } }));
vi.mock(import('#api/approved.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  readApprovedEntry: vi.fn(),
}));

const { readApprovedEntry } = await import('#api/approved.ts');
export const { loadFresh } = await import('#features/fresh/load.ts');
export const { AREA, areaOf, listRoute } = await import('#features/areas.ts');
/** The mocked read of an approved entry. */
export const fetchMock = vi.mocked(readApprovedEntry);
