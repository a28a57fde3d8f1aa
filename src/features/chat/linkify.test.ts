import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps text without addresses as one part, markup included', () => {
    expect(linkify('<b>hi</b> & <img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<b>hi</b> & <img src=x onerror=alert(1)>' },
    ]);
    expect(linkify('')).toEqual([]);
  });

  it('links http and https addresses, with the text around them', () => {
    expect(linkify('See https://example.com/a?b=1#c and http://x.test now')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1#c', href: 'https://example.com/a?b=1#c' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://x.test', href: 'http://x.test/' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('leaves the sentence’s punctuation and an unopened bracket out of the address', () => {
    expect(linkify('Look: https://x.test/a.')).toEqual([
      { kind: 'text', text: 'Look: ' },
      { kind: 'link', text: 'https://x.test/a', href: 'https://x.test/a' },
      { kind: 'text', text: '.' },
    ]);
    expect(linkify('(see https://en.wikipedia.org/wiki/Foo_(bar))')).toEqual([
      { kind: 'text', text: '(see ' },
      {
        kind: 'link',
        text: 'https://en.wikipedia.org/wiki/Foo_(bar)',
        href: 'https://en.wikipedia.org/wiki/Foo_(bar)',
      },
      { kind: 'text', text: ')' },
    ]);
  });

  it('never links another scheme or markup around an address', () => {
    for (const message of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://x.test', 'mailto:a@b.test']) {
      expect(linkify(message)).toEqual([{ kind: 'text', text: message }]);
    }
    expect(linkify('<a href="https://x.test">x</a>')).toEqual([
      { kind: 'text', text: '<a href="' },
      { kind: 'link', text: 'https://x.test', href: 'https://x.test/' },
      { kind: 'text', text: '">x</a>' },
    ]);
    expect(linkify('https://')).toEqual([{ kind: 'text', text: 'https://' }]);
  });

  it('finds an address inside a word only where it starts one', () => {
    expect(linkify('xhttps://x.test')).toEqual([{ kind: 'text', text: 'xhttps://x.test' }]);
  });
});
