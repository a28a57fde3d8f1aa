import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicUrl } from './publicUrl';

afterEach(() => void vi.unstubAllEnvs());

describe('publicUrl', () => {
  it('leaves a site path as it is when the app is at the root', () => {
    vi.stubEnv('BASE_URL', '/');
    expect(publicUrl('/images/avatars/1.svg')).toBe('/images/avatars/1.svg');
  });

  it('puts a site path under the sub-path the app was built for', () => {
    vi.stubEnv('BASE_URL', '/admin/');
    expect(publicUrl('/images/avatars/1.svg')).toBe('/admin/images/avatars/1.svg');
    expect(publicUrl('/files/project-brief.pdf')).toBe('/admin/files/project-brief.pdf');
  });

  it('leaves other addresses alone', () => {
    vi.stubEnv('BASE_URL', '/admin/');
    for (const url of [
      'https://cdn.example.com/a.png',
      '//cdn.example.com/a.png',
      'data:image/png;base64,AA',
      'blob:x',
      '',
    ])
      expect(publicUrl(url)).toBe(url);
    expect(publicUrl(null)).toBeUndefined();
    expect(publicUrl(undefined)).toBeUndefined();
  });
});
