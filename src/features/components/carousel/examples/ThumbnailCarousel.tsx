import { Carousel } from '@/ui/carousel/Carousel';
import { publicUrl } from '@/lib/publicUrl';

const views = ['camera', 'console', 'keyboard', 'phone', 'speaker', 'tv'];

/** A product gallery: the thumbnails under it are the way between the pictures, and show which is on. */
export default function ThumbnailCarousel() {
  return (
    <Carousel
      label="Product pictures"
      thumbnails
      slides={views.map((view) => ({
        id: view,
        content: (
          <img
            src={publicUrl(`/images/products/${view}.svg`)}
            alt={`The ${view}`}
            style={{
              display: 'block',
              inlineSize: '100%',
              blockSize: '14rem',
              objectFit: 'contain',
              background: 'var(--c-body)',
              borderRadius: 'var(--radius-md)',
            }}
          />
        ),
        thumbnail: <img src={publicUrl(`/images/products/${view}.svg`)} alt="" />,
      }))}
    />
  );
}
