import { screens } from '../screens';

/**
 * Every concrete path of the app's screens (a path with parameters gives its declaration's examples),
 * in the declarations' order: docs/routes.txt and the full-app story's route control.
 */
export const screenPaths: string[] = [
  ...new Set(screens.filter((screen) => screen.path !== '*').flatMap((screen) => screen.examples ?? [screen.path])),
];

/** The screens' paths, plus an unknown one, for the full-app story's route control. */
export const routePaths = [...screenPaths, '/an/unknown/path'];
