import { describe, expect, it } from 'vitest';
import { expectedPictures, pictureFiles, pictureMode, sameRendering } from './pictures.mjs';

const ci = { os: 'linux', browser: 'Chromium 156.0.8078.73' };

describe('where pictures are compared', () => {
  it('on the same OS with the same browser at the same major version', () => {
    expect(sameRendering({ os: 'linux', browser: 'Chromium 156.0.8078.109' }, ci)).toBe(true);
    expect(sameRendering({ os: 'linux', browser: 'Chromium 157.0.8100.2' }, ci)).toBe(false);
    expect(sameRendering({ os: 'darwin', browser: 'Chromium 156.0.8078.73' }, ci)).toBe(false);
    expect(sameRendering({ os: 'linux', browser: 'Google Chrome 156.0.8078.73' }, ci)).toBe(false);
    expect(sameRendering({ os: 'linux', browser: 'unknown' }, { os: 'linux', browser: 'unknown' })).toBe(false);
  });

  it('npm test skips them elsewhere, or with no references, saying why in one line', () => {
    const mac = { os: 'darwin', browser: 'Google Chrome 142.0.7444.60' };
    expect(pictureMode(undefined, ci, ci)).toEqual({ compare: true });
    const elsewhere = pictureMode(undefined, mac, ci);
    expect(elsewhere.compare).toBe(false);
    expect(elsewhere.notice).toMatch(
      /^Pictures not compared: the references were made on Chromium 156\.0\.8078\.73 on linux, this is Google Chrome 142\.0\.7444\.60 on darwin\./,
    );
    expect(elsewhere.notice).not.toContain('\n');
    expect(pictureMode(undefined, ci, null)).toMatchObject({
      compare: false,
      notice: expect.stringMatching(/no references .*; npm run test:visual:update makes them\.$/),
    });
  });

  it('npm run test:visual compares them anyway, warning when the platform differs', () => {
    const mac = { os: 'darwin', browser: 'Google Chrome 142.0.7444.60' };
    expect(pictureMode('force', mac, ci)).toMatchObject({
      compare: true,
      notice: expect.stringMatching(/expect differences/),
    });
    expect(pictureMode('force', ci, ci)).toEqual({ compare: true, notice: undefined });
  });
});

describe('__screenshots__/', () => {
  it('holds pictures of existing, pictured stories only', async () => {
    const expected = new Set(await expectedPictures());
    expect(pictureFiles().filter((file) => !expected.has(file))).toEqual([]);
    // Parsing every story file takes seconds, more beside the browsers of the story pass.
  }, 60_000);
});
