import { readFileSync } from 'node:fs';
import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { brand } from '@/brand';
import { brandInHtml, inlineFavicon } from './htmlPlugins';

const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
type Hook = IndexHtmlTransformHook | { handler: IndexHtmlTransformHook };
const run = (hook: unknown, html: string) => {
  const fn = typeof hook === 'function' ? hook : (hook as Exclude<Hook, IndexHtmlTransformHook>).handler;
  return (fn as (html: string) => string)(html);
};

describe('index.html from src/brand.ts', () => {
  it('takes the product name and the logo, leaving no placeholder', () => {
    const html = run(brandInHtml().transformIndexHtml, indexHtml);
    expect(html).toContain(`<title>${brand.name} Admin</title>`);
    expect(html).not.toMatch(/%BRAND_NAME%|<!-- brand logo -->/);
    for (const { d } of brand.logo.paths) expect(html).toContain(`d="${d}"`);
  });

  it('gets the logo in the brand colour as its favicon, written in', () => {
    const html = run(inlineFavicon().transformIndexHtml, indexHtml);
    const href = /rel="icon"[^>]*href="data:image\/svg\+xml,([^"]+)"/.exec(html)?.[1];
    expect(decodeURIComponent(href ?? '')).toContain(`fill="${brand.colour}"`);
  });
});
