import { useState } from 'react';
import { registerPictures, type Picture } from '#lib/pictures.ts';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { Thumbnail, useFullSizeOverlay } from './FullSizeOverlay.tsx';

/** Spec 1, section 9: the detail carousel shows 2 images a page. */
export const CAROUSEL_PAGE_SIZE = 2;

interface Props {
  /** Image URLs that already passed the safe-URL helper. */
  images: string[];
  /** What the images show, for their accessible names. */
  title: string;
  /** The build's variants of the images (#lib/pictures.ts); none for an entry newer than the build. */
  pictures?: Record<string, Picture>;
}

function Carousel({ images, title }: Props) {
  const [page, setPage] = useState(0);
  const overlay = useFullSizeOverlay(images, title);
  const pages = Math.max(1, Math.ceil(images.length / CAROUSEL_PAGE_SIZE));
  const first = page * CAROUSEL_PAGE_SIZE;
  const shown = images.slice(first, first + CAROUSEL_PAGE_SIZE);

  if (images.length === 0) return null;

  return (
    <div>
      <ul className="grid grid-cols-2 gap-4" aria-live="polite">
        {shown.map((src, offset) => (
          <li key={src + (first + offset)}>
            <Thumbnail images={images} index={first + offset} title={title} overlay={overlay} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="mt-4 flex items-center justify-between gap-4" data-pagefind-ignore="">
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
          <button
            type="button"
            className="btn-secondary"
            disabled={page === pages - 1}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </div>
      )}
      {overlay.dialog}
    </div>
  );
}

/** The poster carousel of project detail pages (spec 1, section 2): 2 images a page, a full-size overlay. */
export default function PosterCarousel(props: Props) {
  registerPictures(props.pictures);
  return (
    <ErrorBoundary>
      <Carousel {...props} />
    </ErrorBoundary>
  );
}
