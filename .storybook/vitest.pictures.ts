import type { TestProject } from 'vitest/node';
import { pictureMode } from '../scripts/pictures.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    comparePictures: boolean;
  }
}

/**
 * Decides once per run, in Node, whether the story pass compares pictures (scripts/pictures.mjs:
 * only on the references' platform, or when `npm run test:visual` asks), and says so in one line
 * when it does not. Both story projects run this; the line is printed once.
 */
export default function setup(project: TestProject) {
  const { compare, notice } = pictureMode();
  project.provide('comparePictures', compare);
  if (notice && !process.env.PICTURES_NOTICE_SHOWN) {
    process.env.PICTURES_NOTICE_SHOWN = '1';
    console.warn(`\n${notice}\n`);
  }
}
