export type Platform = { os: string; browser: string };
export const picturesDir: string;
export function pictureOf(storyId: string): string;
export function currentPlatform(): Platform;
export function recordedPlatform(): Platform | undefined;
export function sameRendering(a: Platform, b: Platform): boolean;
export function pictureMode(
  visual?: string,
  current?: Platform,
  recorded?: Platform | null,
): { compare: boolean; notice?: string };
export function platformJson(): string;
export function pictureFiles(): string[];
export function expectedPictures(): Promise<string[]>;
