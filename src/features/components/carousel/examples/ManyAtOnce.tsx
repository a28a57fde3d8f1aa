import { Carousel } from '@/ui/carousel/Carousel';

const quotes = [
  { id: 'ana', who: 'Ana, operations lead', quote: 'We shipped our back office in two weeks.' },
  { id: 'ben', who: 'Ben, CTO', quote: 'The stories are our spec: design reviews them, tests run them.' },
  { id: 'chloe', who: 'Chloé, designer', quote: 'Dark, bordered, right to left: it all just works.' },
  { id: 'dev', who: 'Dev, developer', quote: 'Copy the example, change the data, done.' },
  { id: 'eva', who: 'Eva, product owner', quote: 'Our admins found everything on day one.' },
];

/** Three slides side by side from 48rem wide (`perView`), one on a phone; a loop, so there is no end. */
export default function ManyAtOnce() {
  return (
    <Carousel
      label="What our customers say"
      perView={3}
      loop
      slides={quotes.map((item) => ({
        id: item.id,
        content: (
          <blockquote
            style={{
              margin: 0,
              blockSize: '100%',
              padding: 'var(--space-4)',
              border: '1px solid var(--c-border)',
              borderRadius: 'var(--radius-md)',
            }}
          >
            <p style={{ marginBlockStart: 0 }}>“{item.quote}”</p>
            <footer style={{ color: 'var(--c-muted)', fontSize: 'var(--fs-sm)' }}>{item.who}</footer>
          </blockquote>
        ),
      }))}
    />
  );
}
