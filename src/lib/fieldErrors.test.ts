import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api/client';
import { saveWithFieldErrors, unexplainedFailure } from './fieldErrors';

const taken = new ApiError(409, { error: { name: 'This name is taken.' } }, 'Conflict');
const down = new ApiError(500, { error: 'The server is down.' }, 'Server error');

describe('saving a form whose fields the server may refuse', () => {
  it('answers true when the save goes through, and sets no error', async () => {
    const form = { setError: vi.fn() };
    await expect(saveWithFieldErrors(form, ['name'], () => Promise.resolve())).resolves.toBe(true);
    expect(form.setError).not.toHaveBeenCalled();
  });

  it('shows a refusal the server names by field at that field', async () => {
    const form = { setError: vi.fn() };
    await expect(saveWithFieldErrors(form, ['name'], () => Promise.reject(taken))).resolves.toBe(false);
    expect(form.setError).toHaveBeenCalledWith('name', { message: 'This name is taken.' });
    expect(unexplainedFailure(taken, ['name'])).toBeUndefined();
  });

  it('leaves a failure no field explains to the form’s alert', async () => {
    const form = { setError: vi.fn() };
    await expect(saveWithFieldErrors(form, ['name'], () => Promise.reject(down))).resolves.toBe(false);
    expect(form.setError).not.toHaveBeenCalled();
    expect(unexplainedFailure(down, ['name'])).toBe('The server is down.');
    expect(unexplainedFailure(new TypeError('Failed to fetch'), ['name'])).toBe('Failed to fetch');
    expect(unexplainedFailure(null, ['name'])).toBeUndefined();
  });

  it('ignores a refusal of a field the form does not have', async () => {
    const form = { setError: vi.fn() };
    const other = new ApiError(400, { error: { email: 'Invalid.' } }, 'Bad request');
    await saveWithFieldErrors(form, ['name'], () => Promise.reject(other));
    expect(form.setError).not.toHaveBeenCalled();
    expect(unexplainedFailure(other, ['name'])).toBe('Bad request');
  });
});
