import { formsPaths } from '../paths/forms';
import * as forms from '../schemas/forms';
import { conflict, created, invalid, type Endpoint } from './describe';

export const formsEndpoints: Endpoint[] = [
  {
    method: 'post',
    path: formsPaths.accounts,
    tag: 'Forms',
    summary: 'Create an account from a demo form',
    description: `Beyond the original brief. Checks every field and names the ones it refuses. A reserved username (${forms.RESERVED_USERNAMES.join(', ')}) or an email at a throwaway domain (${forms.DISPOSABLE_EMAIL_DOMAINS.join(', ')}) is a 400 at its field; the password is checked and never kept or answered.`,
    body: forms.formAccountBody,
    responses: {
      ...created(forms.formAccountResponse),
      ...invalid,
      ...conflict('The username or the email is already in use; `error` names the field'),
    },
  },
];
