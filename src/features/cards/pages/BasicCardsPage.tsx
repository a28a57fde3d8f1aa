import { CardPartsSection } from './gallery/CardPartsSection';
import { Gallery } from './gallery/Gallery';
import { ToneCardsSection } from './gallery/ToneCardsSection';

/** `/cards/basic`: the Card component's parts and variants, to copy from. */
export function BasicCardsPage() {
  return (
    <Gallery page="basic">
      <CardPartsSection />
      <ToneCardsSection look="tones" />
      <ToneCardsSection look="borders" />
    </Gallery>
  );
}
