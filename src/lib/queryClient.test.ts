import { describe, expect, it } from 'vitest';
import { ApiError } from './api/client';
import { createQueryClient, retryOnce } from './queryClient';

describe('query retries', () => {
  it('tries a network failure or a 5xx once more, a 4xx never', () => {
    expect(retryOnce(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryOnce(0, new ApiError(503, { error: 'busy' }, 'busy'))).toBe(true);
    expect(retryOnce(1, new ApiError(503, { error: 'busy' }, 'busy'))).toBe(false);
    expect(retryOnce(0, new ApiError(404, { error: 'User 999 not found' }, 'not found'))).toBe(false);
    expect(retryOnce(0, new ApiError(400, { error: 'bad' }, 'bad'))).toBe(false);
  });

  it('stories and tests never retry', () => {
    expect(createQueryClient({ test: true }).getDefaultOptions().queries?.retry).toBe(false);
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(retryOnce);
  });
});
