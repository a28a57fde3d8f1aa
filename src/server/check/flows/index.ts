import { authFlow } from './auth';
import { usersFlow } from './users';
import { rolesFlow } from './roles';
import { ecommerceFlow } from './ecommerce';
import { invoicesFlow } from './invoices';
import { emailFlow } from './email';
import { chatFlow } from './chat';
import { todoFlow } from './todo';
import { calendarFlow } from './calendar';
import { searchFlow } from './search';
import { profileFlow } from './profile';
import { pricingFlow } from './pricing';
import { faqFlow } from './faq';
import { blogFlow } from './blog';
import { accountSettingsFlow } from './accountSettings';
import { apiKeysFlow } from './apiKeys';
import { autocompleteFlow } from './autocomplete';
import { formsFlow } from './forms';
import { cardsFlow } from './cards';

export type { Flow, FlowContext } from './support';

/** Every flow, one per file, sign-in and refresh first (the others carry on with the refreshed session). */
export const flows = [
  authFlow,
  usersFlow,
  rolesFlow,
  ecommerceFlow,
  invoicesFlow,
  emailFlow,
  chatFlow,
  todoFlow,
  calendarFlow,
  searchFlow,
  profileFlow,
  pricingFlow,
  faqFlow,
  blogFlow,
  accountSettingsFlow,
  apiKeysFlow,
  autocompleteFlow,
  formsFlow,
  cardsFlow,
];
