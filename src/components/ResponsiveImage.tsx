import { imageAttributes, type PictureRole } from '#lib/pictures.ts';

interface Props {
  /** An image URL that already passed safeImage. */
  src: string;
  role: PictureRole;
  alt: string;
  className?: string;
  /** Intrinsic size to declare when the build has no variants of it (an entry newer than the build). */
  fallbackSize: [width: number, height: number];
}

/**
 * An image from the release: its variants with `srcset` and `sizes` (the
 * browser picks one by screen), its real `width` and `height`, loaded lazily.
 * Without variants (#lib/pictures.ts) it shows the URL itself.
 */
export function ResponsiveImage({ src, role, alt, className, fallbackSize }: Props) {
  const attributes = imageAttributes(src, role);
  return (
    <img
      src={attributes.src}
      srcSet={attributes.srcSet}
      sizes={attributes.sizes}
      width={attributes.width ?? fallbackSize[0]}
      height={attributes.height ?? fallbackSize[1]}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
