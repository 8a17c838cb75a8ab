import { registerPictures, type Picture } from '#lib/pictures.ts';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { Thumbnail, useFullSizeOverlay } from './FullSizeOverlay.tsx';

interface Props {
  /** Image URLs that already passed the safe-URL helper. */
  images: string[];
  /** What the images show, for their accessible names. */
  title: string;
  /** The build's variants of the images (#lib/pictures.ts); none for an entry newer than the build. */
  pictures?: Record<string, Picture>;
}

function Grid({ images, title }: Props) {
  const overlay = useFullSizeOverlay(images, title);
  if (images.length === 0) return null;
  return (
    <div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {images.map((src, index) => (
          <li key={src + index}>
            <Thumbnail images={images} index={index} title={title} overlay={overlay} />
          </li>
        ))}
      </ul>
      {overlay.dialog}
    </div>
  );
}

/** The Event Images grid of competition detail pages (spec 2, section 2.4): every image, click to expand. */
export default function ImageGrid(props: Props) {
  registerPictures(props.pictures);
  return (
    <ErrorBoundary>
      <Grid {...props} />
    </ErrorBoundary>
  );
}
