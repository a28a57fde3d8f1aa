/**
 * The form element demo pages under `/forms/elements/`, in the menu's order: the menu lists them
 * (src/app/navigation.ts), each labelled `nav.form<PascalCased path>`; the routes are in
 * src/app/router/formRoutes.tsx and `npm run size` measures each, with the four other form pages.
 */
export const formElementPages = [
  'input',
  'input-group',
  'input-mask',
  'textarea',
  'checkbox',
  'radio',
  'switch',
  'select',
  'number-input',
  'file-uploader',
  'editor',
  'pickers',
] as const;
