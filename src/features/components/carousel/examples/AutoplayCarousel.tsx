import { Carousel } from '@/ui/carousel/Carousel';
import { publicUrl } from '@/lib/publicUrl';

const banners = [
  {
    id: 'launch',
    picture: 1,
    title: 'The spring release is here',
    text: 'Forty new components and a darker dark skin.',
  },
  {
    id: 'webinar',
    picture: 2,
    title: 'Live on Thursday',
    text: 'Building an admin panel in an afternoon, with questions.',
  },
  { id: 'survey', picture: 3, title: 'Tell us what to build next', text: 'Five questions, two minutes.' },
];

/**
 * Moves on every five seconds and starts over after the last (`autoplay`, `loop`). The first button
 * pauses it; it also waits while the pointer is over it or the focus is in it, and never starts by
 * itself for someone who asked for reduced motion.
 */
export default function AutoplayCarousel() {
  return (
    <Carousel
      label="News"
      autoplay={5000}
      loop
      slides={banners.map((banner) => ({
        id: banner.id,
        content: (
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 'var(--space-4)',
              padding: 'var(--space-4)',
              borderRadius: 'var(--radius-md)',
              background: 'var(--c-primary-tint)',
              color: 'var(--c-primary-text)',
            }}
          >
            <img src={publicUrl(`/images/illustrations/${banner.picture}.svg`)} alt="" width={96} height={96} />
            <div>
              <h3 style={{ margin: 0, color: 'inherit' }}>{banner.title}</h3>
              <p style={{ margin: 0 }}>{banner.text}</p>
            </div>
          </div>
        ),
      }))}
    />
  );
}
