export function findChromium(): string | undefined;
export const closedNetworkArgs: string[];
export const chromiumArgs: string[];
