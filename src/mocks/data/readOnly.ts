/**
 * Read-only seed data: the file loads on the first call that needs it and is cloned per answer, so
 * nothing a page does to an answer can change the next one.
 */
export const readOnly =
  <T>(importer: () => Promise<{ default: unknown }>) =>
  async (): Promise<T> =>
    structuredClone((await importer()).default) as T;
