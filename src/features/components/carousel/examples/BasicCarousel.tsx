import { Carousel } from '@/ui/carousel/Carousel';
import { publicUrl } from '@/lib/publicUrl';

const products = [
  { id: 'laptop', name: 'Laptop Pro 14', price: '$1,299' },
  { id: 'camera', name: 'Mirrorless camera', price: '$849' },
  { id: 'headphones', name: 'Studio headphones', price: '$199' },
  { id: 'watch', name: 'Fitness watch', price: '$249' },
];

/** Slides with a picture and a caption: the arrows or the dots move between them, or the arrow keys once focused. */
export default function BasicCarousel() {
  return (
    <Carousel
      label="New arrivals"
      slides={products.map((product) => ({
        id: product.id,
        content: (
          <figure
            style={{
              margin: 0,
              padding: 'var(--space-4)',
              borderRadius: 'var(--radius-md)',
              background: 'var(--c-body)',
              textAlign: 'center',
            }}
          >
            <img src={publicUrl(`/images/products/${product.id}.svg`)} alt="" width={160} height={160} />
            <figcaption>
              <strong>{product.name}</strong> · {product.price}
            </figcaption>
          </figure>
        ),
      }))}
    />
  );
}
