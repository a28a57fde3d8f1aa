import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Direction } from 'radix-ui';
import { AuthProvider } from '@/lib/auth/AuthProvider';
import { KitLabelsProvider } from '@/ui/shared/kitLabels';
import { ThemeProvider, useTheme, type Direction as Dir, type Skin } from '@/ui/theme';
import { Toaster } from '@/ui/toast/Toaster';
import { FullPageSpinner } from './FullPageSpinner';

type Props = {
  children: ReactNode;
  queryClient: QueryClient;
  /** Fixed skin and direction (Storybook's toolbar); the app reads the user's stored choice. */
  skin?: Skin;
  direction?: Dir;
  /** Storybook's docs pages theme each story's own box, not the page (`ThemeProvider`'s `scope`). */
  themeScope?: 'document' | 'element';
};

function RadixDirection({ children }: { children: ReactNode }) {
  const { direction } = useTheme();
  return <Direction.Provider dir={direction}>{children}</Direction.Provider>;
}

/** The kit's own words (a close button's name) in the reader's language; inside Suspense: it waits for them. */
function KitLabels({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const labels = useMemo(
    () => ({
      close: t('app.close'),
      copy: t('app.copy'),
      copied: t('app.copied'),
      copyFailed: t('app.copyFailed'),
      previousSlide: t('app.previousSlide'),
      nextSlide: t('app.nextSlide'),
      pauseSlides: t('app.pauseSlides'),
      playSlides: t('app.playSlides'),
      slideOf: (n: number, total: number) => t('app.slideOf', { n, total }),
      goToSlide: (n: number) => t('app.goToSlide', { n }),
      ok: t('app.ok'),
      cancel: t('app.cancel'),
      closesIn: (seconds: number) => t('app.closesIn', { seconds }),
      ratingOf: (value: number, max: number) => t('app.ratingOf', { value: value.toLocaleString(i18n.language), max }),
      stars: (count: number) => t('app.stars', { count }),
      firstPage: t('app.firstPage'),
      lastPage: t('app.lastPage'),
    }),
    [t, i18n.language],
  );
  return <KitLabelsProvider value={labels}>{children}</KitLabelsProvider>;
}

/** Everything a screen needs around it; shared by main.tsx and Storybook's preview: one assembly. */
export function AppProviders({ children, queryClient, skin, direction, themeScope }: Props) {
  return (
    <ThemeProvider skin={skin} direction={direction} scope={themeScope}>
      <RadixDirection>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <Suspense fallback={<FullPageSpinner />}>
              <KitLabels>{children}</KitLabels>
            </Suspense>
          </AuthProvider>
          <Toaster />
        </QueryClientProvider>
      </RadixDirection>
    </ThemeProvider>
  );
}
