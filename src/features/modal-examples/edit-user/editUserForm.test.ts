import { describe, expect, it } from 'vitest';
import { editUserForm, exampleUser } from './editUserForm';

const problems = (change: Partial<typeof exampleUser>) => {
  const result = editUserForm.safeParse({ ...exampleUser, ...change });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('the edit-user form', () => {
  it('accepts the example user as it opens', () => {
    expect(problems({})).toEqual({});
  });

  it('asks for the names, the username and the email', () => {
    expect(problems({ firstName: ' ', lastName: '', username: '', email: '' })).toEqual({
      firstName: 'modalExamples.errors.required',
      lastName: 'modalExamples.errors.required',
      username: 'modalExamples.errors.required',
      email: 'modalExamples.errors.required',
    });
  });

  it('refuses a malformed email, username, tax id or phone number', () => {
    expect(problems({ email: 'oliver@', username: 'oliver queen', taxId: 'T#1', contact: 'call me' })).toEqual({
      email: 'modalExamples.errors.email',
      username: 'modalExamples.errors.username',
      taxId: 'modalExamples.errors.taxId',
      contact: 'modalExamples.errors.phone',
    });
  });

  it('leaves the tax id and the phone number optional', () => {
    expect(problems({ taxId: '', contact: '' })).toEqual({});
  });
});
