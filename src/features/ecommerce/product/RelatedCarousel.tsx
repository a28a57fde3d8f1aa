import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Product } from '@/lib/api/schemas/ecommerce';
import { Button } from '@/ui/button/Button';
import { Card, CardBody } from '@/ui/card/Card';
import { arrowKeys, reducedMotion, useEmblaState } from '@/ui/carousel/emblaState';
import { useTheme } from '@/ui/theme';
import { ProductCard } from '../components/ProductCard';

const Viewport = styled.div`
  overflow: hidden;
  /* Room for the cards' shadows, which the hidden overflow would cut. */
  padding-block: var(--space-1) var(--space-2);
  border-radius: var(--radius-lg);
  &:focus-visible {
    outline: 2px solid var(--c-primary);
    outline-offset: 2px;
  }
`;

const Track = styled.div`
  display: flex;
  margin-inline-start: calc(-1 * var(--space-4));
  touch-action: pan-y pinch-zoom;
`;

const Slide = styled.div`
  flex: 0 0 100%;
  min-inline-size: 0;
  padding-inline-start: var(--space-4);
  display: grid;
  @media (min-width: 36rem) {
    flex-basis: 50%;
  }
  @media (min-width: 62rem) {
    flex-basis: 33.333%;
  }
  @media (min-width: 90rem) {
    flex-basis: 25%;
  }
`;

/**
 * Related products in a carousel (embla): previous and next buttons, the arrow keys while it has the
 * focus (mirrored in RTL, where embla runs right to left), and a slide that takes the focus (Tab) is
 * scrolled into view.
 */
export function RelatedCarousel({ products }: { products: Product[] }) {
  const { t } = useTranslation('shell');
  const { direction } = useTheme();
  const [viewport, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', direction });
  const { can } = useEmblaState(embla);

  const prev = () => embla?.scrollPrev(reducedMotion());
  const next = () => embla?.scrollNext(reducedMotion());
  const show = (index: number) => {
    if (!embla || embla.slidesInView().includes(index)) return;
    embla.scrollTo(Math.min(index, embla.scrollSnapList().length - 1), reducedMotion());
  };
  const onKeyDown = arrowKeys(direction, (to) => (to === 'next' ? next() : prev()));
  const [Back, Forward] = direction === 'rtl' ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];

  return (
    <Card
      title={t('shop.product.related')}
      actions={
        <>
          <Button
            variant="outline"
            tone="secondary"
            iconOnly
            size="sm"
            aria-label={t('shop.product.previous')}
            aria-disabled={!can.prev}
            onClick={() => can.prev && prev()}
          >
            <Back aria-hidden />
          </Button>
          <Button
            variant="outline"
            tone="secondary"
            iconOnly
            size="sm"
            aria-label={t('shop.product.next')}
            aria-disabled={!can.next}
            onClick={() => can.next && next()}
          >
            <Forward aria-hidden />
          </Button>
        </>
      }
    >
      <CardBody>
        <Viewport
          ref={viewport}
          tabIndex={0}
          role="region"
          aria-roledescription={t('shop.product.carousel')}
          aria-label={t('shop.product.related')}
          onKeyDown={onKeyDown}
        >
          <Track>
            {products.map((product, index) => (
              <Slide
                key={product.id}
                role="group"
                aria-roledescription={t('shop.product.slide')}
                aria-label={t('shop.product.slideOf', { index: index + 1, count: products.length })}
                onFocus={() => show(index)}
              >
                <ProductCard product={product} headingAs="h3" />
              </Slide>
            ))}
          </Track>
        </Viewport>
      </CardBody>
    </Card>
  );
}
