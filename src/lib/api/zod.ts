import * as z from 'zod/mini';

/**
 * zod/mini, the form of zod whose unused parts a bundle leaves out (about 17 KB gzip less a page than
 * classic zod's methods), with classic zod's English messages, which mini does not set ("Invalid
 * input" otherwise): the demo server's answers and the forms show them. Every module takes zod from here.
 */
z.config(z.locales.en());

export * from 'zod/mini';
