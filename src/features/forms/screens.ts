import { defineScreens, demoPages, readUi } from '@/lib/screens';

/** One page per form element, then the layouts, the wizard, validation and the repeater. */
export const formScreens = defineScreens('forms', [
  ...demoPages(
    'forms/elements',
    { group: 'forms', order: 10, section: { labelKey: 'nav.formElements', icon: 'TextCursorInput' }, prefix: 'form-' },
    [
      ['input', () => import('./input/InputPage').then((m) => m.InputPage)],
      ['input-group', () => import('./input-group/InputGroupPage').then((m) => m.InputGroupPage)],
      ['input-mask', () => import('./input-mask/InputMaskPage').then((m) => m.InputMaskPage)],
      ['textarea', () => import('./textarea/TextareaPage').then((m) => m.TextareaPage)],
      ['checkbox', () => import('./checkbox/CheckboxPage').then((m) => m.CheckboxPage)],
      ['radio', () => import('./radio/RadioPage').then((m) => m.RadioPage)],
      ['switch', () => import('./switch/SwitchPage').then((m) => m.SwitchPage)],
      ['select', () => import('./select/SelectPage').then((m) => m.SelectPage)],
      ['number-input', () => import('./number-input/NumberInputPage').then((m) => m.NumberInputPage)],
      ['file-uploader', () => import('./file-uploader/FileUploaderPage').then((m) => m.FileUploaderPage)],
      ['editor', () => import('./editor/EditorPage').then((m) => m.EditorPage)],
      ['pickers', () => import('./pickers/PickersPage').then((m) => m.PickersPage)],
    ],
  ),
  {
    path: '/forms/layout/form-layout',
    access: readUi,
    load: () => import('./form-layout/FormLayoutPage').then((m) => m.FormLayoutPage),
    menu: { group: 'forms', order: 20, labelKey: 'nav.formLayout', icon: 'PanelsTopLeft' },
  },
  {
    path: '/forms/wizard',
    access: readUi,
    load: () => import('./wizard/WizardPage').then((m) => m.WizardPage),
    menu: { group: 'forms', order: 30, labelKey: 'nav.formWizard', icon: 'Footprints' },
  },
  {
    path: '/forms/form-validation',
    access: readUi,
    load: () => import('./form-validation/FormValidationPage').then((m) => m.FormValidationPage),
    menu: { group: 'forms', order: 40, labelKey: 'nav.formValidation', icon: 'SquareCheckBig' },
  },
  {
    path: '/forms/form-repeater',
    access: readUi,
    load: () => import('./form-repeater/FormRepeaterPage').then((m) => m.FormRepeaterPage),
    menu: { group: 'forms', order: 50, labelKey: 'nav.formRepeater', icon: 'CopyPlus' },
  },
]);
