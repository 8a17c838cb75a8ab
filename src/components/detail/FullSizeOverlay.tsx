/**
 * The full-size image overlay of detail pages: a modal <dialog> that shows
 * one image at full size, closed by its button, Escape or a click outside
 * the image; focus goes back to what opened it.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { imageAttributes, ROLES } from '#lib/pictures.ts';
import { ResponsiveImage } from '../ResponsiveImage.tsx';

export interface FullSizeOverlay {
  /** Opens image `index`; `opener` gets focus back on close. */
  open(index: number, opener: HTMLElement): void;
  /** The dialog, to render once beside the thumbnails. */
  dialog: ReactNode;
}

export function useFullSizeOverlay(images: string[], title: string): FullSizeOverlay {
  const [shown, setShown] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (shown !== null && !element.open) element.showModal();
    if (shown === null && element.open) element.close();
  }, [shown]);

  const close = () => {
    setShown(null);
    opener.current?.focus();
  };

  return {
    open: (index, from) => {
      opener.current = from;
      setShown(index);
    },
    dialog: (
      // The backdrop click is the mouse's shortcut; Escape (the dialog's own) and the Close button are the keyboard's.
      // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions
      <dialog
        ref={dialog}
        aria-label={`${title}: full-size image`}
        onClose={() => shown !== null && close()}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog itself: close.
          if (event.target === event.currentTarget) close();
        }}
        className="m-auto max-h-[95vh] max-w-[95vw] rounded-2xl bg-transparent p-0 backdrop:bg-black/80"
      >
        {shown !== null && (
          <div className="relative">
            <img
              {...fullSize(images[shown] ?? '')}
              alt={`${title}, ${shown + 1} of ${images.length}`}
              className="max-h-[90vh] max-w-[92vw] rounded-xl object-contain"
            />
            <button
              type="button"
              onClick={close}
              // A modal dialog moves focus into itself: HTML's way to say where is autofocus.
              // eslint-disable-next-line jsx-a11y-x/no-autofocus
              autoFocus
              className="absolute right-3 top-3 rounded-full bg-white/90 px-3 py-1.5 text-sm font-semibold text-slate-900 shadow hover:bg-white"
            >
              Close
            </button>
          </div>
        )}
      </dialog>
    ),
  };
}

/** The largest variants, without a declared size: the overlay sizes the image by its own, within the screen. */
function fullSize(url: string) {
  const { src, srcSet, sizes } = imageAttributes(url, ROLES.full);
  return { src, srcSet, sizes };
}

/** One thumbnail that opens the overlay: image `index` (0-based) of `images`. */
export function Thumbnail({
  images,
  index,
  title,
  overlay,
}: {
  images: string[];
  index: number;
  title: string;
  overlay: FullSizeOverlay;
}) {
  return (
    <button
      type="button"
      onClick={(event) => overlay.open(index, event.currentTarget)}
      className="group block w-full overflow-hidden rounded-xl bg-slate-100 bg-cover bg-center"
      style={{ backgroundImage: "url('/placeholder-project.png')" }}
    >
      <ResponsiveImage
        src={images[index] ?? ''}
        role={ROLES.thumb}
        alt={`${title}: image ${index + 1} of ${images.length} (open full size)`}
        fallbackSize={[600, 400]}
        className="fallback-project aspect-[3/2] w-full object-cover transition-transform group-hover:scale-105"
      />
    </button>
  );
}
