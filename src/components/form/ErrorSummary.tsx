import { fieldId } from './paths.ts';
import type { FieldErrors } from './validation.ts';

/** Orders error paths as their fields appear on the page; paths without a field go last. */
export function inDocumentOrder(paths: string[]): string[] {
  if (typeof document === 'undefined') return paths;
  const node = (path: string) => document.getElementById(fieldId(path));
  return [...paths].sort((a, b) => {
    const left = node(a);
    const right = node(b);
    if (!left || !right) return left ? -1 : right ? 1 : 0;
    return left.compareDocumentPosition(right) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

function focusField(path: string) {
  const element = document.getElementById(fieldId(path));
  if (!element) return;
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
}

/**
 * After a failed submit: every message, in page order, each a link to its
 * field. An alert, so it is announced; focus itself goes to the first invalid field.
 */
export function ErrorSummary({ errors, show, title }: { errors: FieldErrors; show: boolean; title?: string }) {
  const paths = inDocumentOrder(Object.keys(errors));
  if (!show || paths.length === 0) return null;
  const heading =
    title ??
    `Please correct ${paths.length === 1 ? 'the following error' : `the following ${paths.length} errors`} before submitting:`;
  return (
    <div
      role="alert"
      data-error-summary
      className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <h2 className="font-semibold">{heading}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {paths.map((path) => (
          <li key={path}>
            <a
              href={`#${fieldId(path)}`}
              className="underline underline-offset-2 hover:text-red-700"
              onClick={(event) => {
                event.preventDefault();
                focusField(path);
              }}
            >
              {errors[path]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
