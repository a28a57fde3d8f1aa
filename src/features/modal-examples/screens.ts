import { defineScreens, readPage } from '@/lib/screens';

export const modalExampleScreens = defineScreens('modal-examples', [
  {
    path: '/pages/modal-examples',
    access: readPage,
    load: () => import('./pages/ModalExamplesPage').then((m) => m.ModalExamplesPage),
    menu: { group: 'pages', order: 80, labelKey: 'nav.modalExamples', icon: 'AppWindow' },
  },
]);
