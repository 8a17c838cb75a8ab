import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { required, uploadedFile } from '#api/schemas/payload-rules.ts';
import { inDocumentOrder } from '#components/form/ErrorSummary.tsx';
import { fieldId, getIn, PathMap, setIn, withoutIndices } from '#components/form/paths.ts';
import { NOMINATION_SUBMIT_LABELS, submitLabel } from '#components/form/SubmitButton.tsx';
import { showProgress } from '#components/form/UploadStatus.tsx';
import { shownError } from '#components/form/validation.ts';
import { checkPayload } from '#features/nominations/check-payload.ts';
import { chosenBlock, switchBlocks } from '#features/nominations/category-blocks.ts';
import { uploadInOrder } from '#features/nominations/upload-in-order.ts';

describe('paths', () => {
  it('reads and writes by dot path without touching the original', () => {
    const state = { a: { list: [{ x: 1 }, { x: 2 }] }, b: 'b' };
    expect(getIn(state, 'a.list.1.x')).toBe(2);
    expect(getIn(state, 'a.missing.x')).toBeUndefined();
    const next = setIn(state, 'a.list.1.x', 3);
    expect(next.a.list[1]).toEqual({ x: 3 });
    expect(state.a.list[1]).toEqual({ x: 2 });
    expect(next.a.list[0]).toBe(state.a.list[0]);
    expect(next.b).toBe('b');
    expect(Array.isArray(next.a.list)).toBe(true);
    expect(setIn({}, 'rows.0.name', 'n')).toEqual({ rows: [{ name: 'n' }] });
  });

  it('derives DOM ids from paths', () => {
    expect(fieldId('teamLeader.name')).toBe('field-teamLeader-name');
    expect(fieldId('startupDetails.founders.1.role')).toBe('field-startupDetails-founders-1-role');
    expect(withoutIndices('startupDetails.founders.1.role')).toBe('startupDetails.founders.role');
  });

  it('maps payload paths back to state rows when rows were dropped', () => {
    const paths = new PathMap();
    const kept = paths.keepRows('awards', ['', 'a', '', 'b'], (row) => row !== '');
    expect(kept).toEqual(['a', 'b']);
    expect(paths.toState('awards.0')).toBe('awards.1');
    expect(paths.toState('awards.1.proof')).toBe('awards.3.proof');
    expect(paths.toState('other.1')).toBe('other.1');
  });
});

describe('validation glue', () => {
  const Schema = v.object({
    title: required('Title is required'),
    awards: v.array(v.object({ name: required('Name is required'), proof: uploadedFile('Proof is required') })),
  });

  it('files each schema message under the state path of its field', () => {
    const paths = new PathMap();
    const awards = paths.keepRows(
      'awards',
      [
        { name: '', proof: '' },
        { name: 'Gold', proof: '' },
      ],
      (row) => row.name !== '',
    );
    const result = checkPayload(Schema, { payload: { title: '  ', awards }, paths });
    expect(result).toEqual({
      ok: false,
      errors: { title: 'Title is required', 'awards.1.proof': 'Proof is required' },
    });
  });

  it('returns the parsed (trimmed) output when valid', () => {
    const result = checkPayload(Schema, { payload: { title: ' T ', awards: [] } });
    expect(result).toEqual({ ok: true, output: { title: 'T', awards: [] }, errors: {} });
  });

  it('shows a message once the field was left, and every message after a submit attempt', () => {
    const errors = { title: 'Title is required', body: 'Body is required' };
    expect(shownError(errors, 'title', new Set(), false)).toBeUndefined();
    expect(shownError(errors, 'title', new Set(['title']), false)).toBe('Title is required');
    expect(shownError(errors, 'body', new Set(['title']), true)).toBe('Body is required');
    expect(shownError(errors, 'other', new Set(), true)).toBeUndefined();
  });

  it('keeps error paths as given when there is no page to order them by', () => {
    expect(inDocumentOrder(['b', 'a'])).toEqual(['b', 'a']);
  });
});

describe('category blocks', () => {
  const BLOCK_OF = { Research: 'researchDetails', 'Open Source': 'openSourceDetails' } as const;
  const blocks = { researchDetails: { title: 'R' }, openSourceDetails: { project: 'O' } };

  it('sends only the chosen block; others left out or null', () => {
    expect(chosenBlock(BLOCK_OF, 'Research', blocks)).toEqual({ researchDetails: { title: 'R' } });
    expect(chosenBlock(BLOCK_OF, 'Research', blocks, 'null')).toEqual({
      researchDetails: { title: 'R' },
      openSourceDetails: null,
    });
    expect(chosenBlock(BLOCK_OF, '', blocks)).toEqual({});
    expect(chosenBlock(BLOCK_OF, 'toString', blocks, 'null')).toEqual({
      researchDetails: null,
      openSourceDetails: null,
    });
  });

  it('switching keeps or creates the chosen block and empties the others', () => {
    const created = switchBlocks({ a: null as { n: number } | null, b: { n: 2 } }, 'a', () => ({ n: 0 }));
    expect(created).toEqual({ a: { n: 0 }, b: null });
    const kept = switchBlocks({ a: { n: 1 }, b: { n: 2 } }, 'a', () => ({ n: 0 }));
    expect(kept).toEqual({ a: { n: 1 }, b: null });
  });
});

describe('submit button and progress', () => {
  it('says what the form is doing, submitting first', () => {
    expect(submitLabel(NOMINATION_SUBMIT_LABELS, false, false)).toBe('Submit Nomination');
    expect(submitLabel(NOMINATION_SUBMIT_LABELS, false, true)).toBe('Wait for uploads...');
    expect(submitLabel(NOMINATION_SUBMIT_LABELS, true, true)).toBe('Submitting...');
  });

  it('shows the achievement progress bar only between 1 and 99', () => {
    expect(showProgress(0, 'between-1-and-99')).toBe(false);
    expect(showProgress(1, 'between-1-and-99')).toBe(true);
    expect(showProgress(99, 'between-1-and-99')).toBe(true);
    expect(showProgress(100, 'between-1-and-99')).toBe(false);
    expect(showProgress(100, 'always')).toBe(true);
    expect(showProgress(undefined, 'always')).toBe(false);
    expect(showProgress(50, 'none')).toBe(false);
  });
});

describe('uploadInOrder', () => {
  it('runs the steps in order with their overlay texts and stops at the first failure', async () => {
    const seen: string[] = [];
    const ran: string[] = [];
    const step = (overlay: string, fail = false) => ({
      overlay,
      run: async () => {
        ran.push(overlay);
        if (fail) throw new Error(`${overlay} failed`);
      },
    });
    await expect(
      uploadInOrder([step('photo'), step('presentation', true), step('posters')], (text) => seen.push(text)),
    ).rejects.toThrow('presentation failed');
    expect(seen).toEqual(['photo', 'presentation']);
    expect(ran).toEqual(['photo', 'presentation']);
  });
});
