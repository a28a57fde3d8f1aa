import { pathsOf } from '@/lib/screens';
import { screens } from '../screens';

/**
 * Every concrete path of the app's screens and an unknown one, in the declarations' order, for the
 * full-app story's route control. Home is one even where no screen is declared at `/` (routes.tsx).
 */
export const routePaths = [...new Set([...screens.flatMap(pathsOf), '/']), '/an/unknown/path'];
