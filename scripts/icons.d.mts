export function lucideIconsJson(root?: string): string;
export const lucideIconsFile: URL;
