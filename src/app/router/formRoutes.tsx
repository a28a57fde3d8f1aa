import type { RouteObject } from 'react-router';
import { demoPages } from './demoPage';

const demoPage = demoPages('forms');

/**
 * The form demo pages (read UI): one per form element (the menu lists them from
 * src/app/formPages.ts), the layouts, the wizard, validation and the repeater, each example with
 * its own source (docs/ARCHITECTURE.md, Demo pages).
 */
export const formRoutes: RouteObject[] = [
  demoPage(
    'forms/elements/input',
    () => import('@/features/forms/input/InputPage'),
    (m) => m.InputPage,
  ),
  demoPage(
    'forms/elements/input-group',
    () => import('@/features/forms/input-group/InputGroupPage'),
    (m) => m.InputGroupPage,
  ),
  demoPage(
    'forms/elements/input-mask',
    () => import('@/features/forms/input-mask/InputMaskPage'),
    (m) => m.InputMaskPage,
  ),
  demoPage(
    'forms/elements/textarea',
    () => import('@/features/forms/textarea/TextareaPage'),
    (m) => m.TextareaPage,
  ),
  demoPage(
    'forms/elements/checkbox',
    () => import('@/features/forms/checkbox/CheckboxPage'),
    (m) => m.CheckboxPage,
  ),
  demoPage(
    'forms/elements/radio',
    () => import('@/features/forms/radio/RadioPage'),
    (m) => m.RadioPage,
  ),
  demoPage(
    'forms/elements/switch',
    () => import('@/features/forms/switch/SwitchPage'),
    (m) => m.SwitchPage,
  ),
  demoPage(
    'forms/elements/select',
    () => import('@/features/forms/select/SelectPage'),
    (m) => m.SelectPage,
  ),
  demoPage(
    'forms/elements/number-input',
    () => import('@/features/forms/number-input/NumberInputPage'),
    (m) => m.NumberInputPage,
  ),
  demoPage(
    'forms/elements/file-uploader',
    () => import('@/features/forms/file-uploader/FileUploaderPage'),
    (m) => m.FileUploaderPage,
  ),
  demoPage(
    'forms/elements/editor',
    () => import('@/features/forms/editor/EditorPage'),
    (m) => m.EditorPage,
  ),
  demoPage(
    'forms/elements/pickers',
    () => import('@/features/forms/pickers/PickersPage'),
    (m) => m.PickersPage,
  ),
  demoPage(
    'forms/layout/form-layout',
    () => import('@/features/forms/form-layout/FormLayoutPage'),
    (m) => m.FormLayoutPage,
  ),
  demoPage(
    'forms/wizard',
    () => import('@/features/forms/wizard/WizardPage'),
    (m) => m.WizardPage,
  ),
  demoPage(
    'forms/form-validation',
    () => import('@/features/forms/form-validation/FormValidationPage'),
    (m) => m.FormValidationPage,
  ),
  demoPage(
    'forms/form-repeater',
    () => import('@/features/forms/form-repeater/FormRepeaterPage'),
    (m) => m.FormRepeaterPage,
  ),
];
