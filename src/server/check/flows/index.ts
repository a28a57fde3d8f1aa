import { chatFlow, calendarFlow, emailFlow, todoFlow } from './apps';
import { authFlow } from './auth';
import { cardsFlow } from './cards';
import { invoicesFlow } from './invoices';
import { contentFlow, navbarFlow, settingsFlow } from './pages';
import { accessFlow, usersFlow } from './people';
import { shopFlow } from './shop';

export type { Flow, FlowContext } from './support';

/** Every flow, sign-in and refresh first (the others carry on with the refreshed session). */
export const flows = [
  authFlow,
  usersFlow,
  accessFlow,
  shopFlow,
  invoicesFlow,
  emailFlow,
  chatFlow,
  todoFlow,
  calendarFlow,
  navbarFlow,
  contentFlow,
  settingsFlow,
  cardsFlow,
];
