export const skins = ['light', 'bordered', 'dark', 'semi-dark'] as const;
export type Skin = (typeof skins)[number];

export const directions = ['ltr', 'rtl'] as const;
export type Direction = (typeof directions)[number];

export const isSkin = (value: unknown): value is Skin => skins.includes(value as Skin);
export const isDirection = (value: unknown): value is Direction => directions.includes(value as Direction);
