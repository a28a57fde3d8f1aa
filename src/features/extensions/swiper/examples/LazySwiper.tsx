import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { CarouselRoot } from '@/ui/carousel/carouselParts';
import { Slide, Slides, SwiperDots, useSwiper } from './slides';
import { publicUrl } from '@/lib/publicUrl';

const pictures = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => publicUrl(`/images/illustrations/${n}.svg`));

const Placeholder = styled.div`
  block-size: 10rem;
  border-radius: var(--radius-md);
  background: var(--c-body);
  img {
    inline-size: 100%;
    block-size: 100%;
  }
`;

/**
 * Each picture is requested only when its slide comes near (the current one and its neighbours, on
 * embla's `select` event); until it has loaded, a tinted placeholder holds its place.
 */
export default function LazySwiper() {
  const swiper = useSwiper();
  const { embla } = swiper;
  const [near, setNear] = useState<number[]>([0, 1]);
  const [loaded, setLoaded] = useState<number[]>([]);
  useEffect(() => {
    if (!embla) return;
    const reach = () => {
      const at = embla.selectedScrollSnap();
      setNear((was) => [...new Set([...was, at - 1, at, at + 1])]);
    };
    embla.on('select', reach);
    return () => {
      embla.off('select', reach);
    };
  }, [embla]);
  return (
    <CarouselRoot aria-roledescription="carousel" aria-label="Gallery">
      <Slides swiper={swiper}>
        {pictures.map((src, index) => (
          <Slide key={src} index={index} count={pictures.length}>
            <Placeholder>
              {near.includes(index) && (
                <img
                  src={src}
                  alt=""
                  onLoad={() => setLoaded((was) => [...was, index])}
                  style={{ opacity: loaded.includes(index) ? 1 : 0 }}
                />
              )}
            </Placeholder>
          </Slide>
        ))}
      </Slides>
      <SwiperDots swiper={swiper} label={(index) => `Picture ${index + 1}`} />
    </CarouselRoot>
  );
}
