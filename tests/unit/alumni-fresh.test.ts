/** The fresh-entry view of Star Alumni (what the 404 page shows for an id newer than the build). */
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AlumniSchema } from '#api/schemas/alumni.ts';
import { AREA, areaOf, fetchMock, listRoute, loadFresh } from './support/fresh.ts';

const NOT_FOUND = { kind: 'notFound', message: 'No Alumni details found for this ID.' };

describe('alumni fresh view', () => {
  it('renders an alumni record with the detail view', async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      record: v.parse(AlumniSchema, { nominationId: 'ALM-9', isBest: true, alumni: { name: 'Lakshmi Iyer' } }),
    });
    const result = await loadFresh(AREA.alumni, 'ALM-9', 'Alumni');
    expect(result.kind).toBe('found');
    if (result.kind !== 'found') return;
    expect(result.title).toBe('Lakshmi Iyer (Star Alumni)');
    const html = renderToStaticMarkup(result.render({ href: '/StarAlumni/star-alumni', onBack: () => {} }));
    expect(html).toContain('⭐ Star Alumni');
    expect(listRoute(AREA.alumni, 'Alumni')).toBe('/StarAlumni/star-alumni');
    expect(areaOf('alumni').loading('Alumni')).toBe('Loading alumni details...');
  });

  it('shows "No Alumni details found for this ID." for an empty answer or a record without its alumni block', async () => {
    fetchMock.mockResolvedValue({ ok: false, record: null, dropped: { index: 0, reason: 'no record in the answer' } });
    expect(await loadFresh(AREA.alumni, 'ALM-9', 'Alumni')).toEqual(NOT_FOUND);
    fetchMock.mockResolvedValue({
      ok: true,
      record: v.parse(AlumniSchema, { nominationId: 'ALM-9', alumni: 'see attached document' }),
    });
    expect(await loadFresh(AREA.alumni, 'ALM-9', 'Alumni')).toEqual(NOT_FOUND);
  });
});
