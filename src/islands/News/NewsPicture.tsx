import { pictureSources, type PictureColumns } from '../../domain/news/news-picture.ts';

interface Props {
  item: PictureColumns;
  className: string;
  /** The `sizes` of the place the picture fills, so a phone downloads the 600 px variant. */
  sizes: string;
  /** Below the fold (cards): load when scrolled near. */
  lazy?: boolean;
}

/** A news picture: WebP where the browser takes it, JPEG otherwise, at its stored size and with its text alternative. */
export function NewsPicture({ item, className, sizes, lazy = false }: Props) {
  const picture = pictureSources(item);
  if (!picture) return null;
  const image = (
    <img
      className={className}
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.srcSet ? sizes : undefined}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
  if (!picture.webpSrcSet) return image;
  return (
    <picture>
      <source type="image/webp" srcSet={picture.webpSrcSet} sizes={sizes} />
      {image}
    </picture>
  );
}
