import { createContext, use } from 'react';

/**
 * The words the kit's own controls say (a close button's name, a copy button's), in the reader's language: the app
 * provides them from its translations (src/app/providers.tsx); without a provider, English.
 */
export type KitLabels = {
  close: string;
  /** A copy button's words, and what it says after trying. */
  copy: string;
  copied: string;
  copyFailed: string;
  /** A carousel's controls, and how it names a slide ("2 of 5"). */
  previousSlide: string;
  nextSlide: string;
  pauseSlides: string;
  playSlides: string;
  slideOf: (n: number, total: number) => string;
  goToSlide: (n: number) => string;
  /** An alert dialog's default buttons and its timer ("Closes in 3 s"). */
  ok: string;
  cancel: string;
  closesIn: (seconds: number) => string;
  /** A read-only rating as a person hears it ("3.5 out of 5"), and one star of a rating input ("3 stars"). */
  ratingOf: (value: number, max: number) => string;
  stars: (n: number) => string;
  /** The pagination's jumps to its ends. */
  firstPage: string;
  lastPage: string;
};

const KitLabelsContext = createContext<KitLabels>({
  close: 'Close',
  copy: 'Copy',
  copied: 'Copied to the clipboard',
  copyFailed: 'Could not copy: the browser refused the clipboard',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  pauseSlides: 'Pause the slides',
  playSlides: 'Play the slides',
  slideOf: (n, total) => `${n} of ${total}`,
  goToSlide: (n) => `Slide ${n}`,
  ok: 'OK',
  cancel: 'Cancel',
  closesIn: (seconds) => `Closes in ${seconds} s`,
  ratingOf: (value, max) => `${value} out of ${max}`,
  stars: (n) => (n === 1 ? '1 star' : `${n} stars`),
  firstPage: 'First page',
  lastPage: 'Last page',
});

export const KitLabelsProvider = KitLabelsContext.Provider;
export const useKitLabels = () => use(KitLabelsContext);
