import { defineScreens, readUi } from '@/lib/screens';

export const uiElementScreens = defineScreens('ui-elements', [
  {
    path: '/ui-element',
    access: readUi,
    load: () => import('./typography/TypographyPage').then((m) => m.TypographyPage),
    menu: { group: 'uiElements', order: 10, labelKey: 'nav.typography', icon: 'Type' },
  },
  {
    path: '/colors',
    access: readUi,
    load: () => import('./colors/ColorsPage').then((m) => m.ColorsPage),
    menu: { group: 'uiElements', order: 20, labelKey: 'nav.colors', icon: 'Palette' },
  },
]);
