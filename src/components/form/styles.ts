/** Shared class names of form controls, so every form looks the same. */

export function controlClass(invalid: boolean, extra = ''): string {
  return [
    'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm',
    'placeholder:text-slate-500 focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500',
    'disabled:cursor-not-allowed disabled:bg-slate-100',
    invalid ? 'border-red-600' : 'border-slate-400',
    extra,
  ].join(' ');
}

export const fileInputClass =
  'mt-1 block w-full rounded-lg border border-dashed border-slate-400 bg-white p-2 text-sm text-slate-700 ' +
  'file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-700 ' +
  'hover:file:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-60';

export const linkButtonClass =
  'inline-flex items-center rounded-md px-2 py-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline';

export const dangerButtonClass =
  'inline-flex items-center rounded-md px-2 py-1 text-sm font-semibold text-red-700 underline-offset-2 hover:underline';
