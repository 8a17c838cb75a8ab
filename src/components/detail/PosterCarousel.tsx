import { useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from '../ErrorBoundary.tsx';

/** Spec 1, section 9: the detail carousel shows 2 images a page. */
export const CAROUSEL_PAGE_SIZE = 2;

interface Props {
  /** Image URLs that already passed the safe-URL helper. */
  images: string[];
  /** What the images show, for their accessible names. */
  title: string;
}

function Carousel({ images, title }: Props) {
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pages = Math.max(1, Math.ceil(images.length / CAROUSEL_PAGE_SIZE));
  const shown = images.slice(page * CAROUSEL_PAGE_SIZE, (page + 1) * CAROUSEL_PAGE_SIZE);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open !== null && !element.open) element.showModal();
    if (open === null && element.open) element.close();
  }, [open]);

  const close = () => {
    setOpen(null);
    opener.current?.focus();
  };

  if (images.length === 0) return null;

  return (
    <div>
      <ul className="grid grid-cols-2 gap-4" aria-live="polite">
        {shown.map((src, index) => {
          const number = page * CAROUSEL_PAGE_SIZE + index + 1;
          return (
            <li key={src + number}>
              <button
                type="button"
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setOpen(number - 1);
                }}
                className="group block w-full overflow-hidden rounded-xl bg-slate-100 bg-cover bg-center"
                style={{ backgroundImage: "url('/placeholder-project.png')" }}
              >
                <img
                  src={src}
                  alt={`${title}: image ${number} of ${images.length} (open full size)`}
                  loading="lazy"
                  decoding="async"
                  width={600}
                  height={400}
                  className="fallback-project aspect-[3/2] w-full object-cover transition-transform group-hover:scale-105"
                />
              </button>
            </li>
          );
        })}
      </ul>
      {pages > 1 && (
        <div className="mt-4 flex items-center justify-between gap-4">
          <button type="button" className="btn-secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <ul className="flex gap-2" aria-label="Image pages">
            {Array.from({ length: pages }, (_, index) => (
              <li key={index}>
                <button
                  type="button"
                  aria-label={`Show images page ${index + 1} of ${pages}`}
                  aria-current={index === page ? 'true' : undefined}
                  onClick={() => setPage(index)}
                  className={`h-3 w-3 rounded-full ${index === page ? 'bg-brand-700' : 'bg-slate-300 hover:bg-slate-400'}`}
                />
              </li>
            ))}
          </ul>
          <button type="button" className="btn-secondary" disabled={page === pages - 1} onClick={() => setPage(page + 1)}>
            Next
          </button>
        </div>
      )}
      <dialog
        ref={dialog}
        aria-label={`${title}: full-size image`}
        onClose={() => open !== null && close()}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog itself: close.
          if (event.target === event.currentTarget) close();
        }}
        className="m-auto max-h-[95vh] max-w-[95vw] rounded-2xl bg-transparent p-0 backdrop:bg-black/80"
      >
        {open !== null && (
          <div className="relative">
            <img src={images[open]} alt={`${title}: image ${open + 1} of ${images.length}`} className="max-h-[90vh] max-w-[92vw] rounded-xl object-contain" />
            <button
              type="button"
              onClick={close}
              autoFocus
              className="absolute right-3 top-3 rounded-full bg-white/90 px-3 py-1.5 text-sm font-semibold text-slate-900 shadow hover:bg-white"
            >
              Close
            </button>
          </div>
        )}
      </dialog>
    </div>
  );
}

/** The poster carousel of detail pages (spec 1, section 2): 2 images a page, a full-size overlay. */
export default function PosterCarousel(props: Props) {
  return (
    <ErrorBoundary>
      <Carousel {...props} />
    </ErrorBoundary>
  );
}
