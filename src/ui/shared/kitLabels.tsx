import { createContext, use } from 'react';

/**
 * The words the kit's own controls say (a close button's name), in the reader's language: the app
 * provides them from its translations (src/app/providers.tsx); without a provider, English.
 */
export type KitLabels = { close: string };

const KitLabelsContext = createContext<KitLabels>({ close: 'Close' });

export const KitLabelsProvider = KitLabelsContext.Provider;
export const useKitLabels = () => use(KitLabelsContext);
