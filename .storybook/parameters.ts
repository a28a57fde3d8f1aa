import { pageModes } from './modes';

/**
 * On a docs page, each story in a frame of its own: its own demo server (handlers and freshly
 * seeded data) and its own session, so the ten-thousand-users story's data or a client's session
 * never shows in the stories beside it. For every story that talks to the demo server.
 */
export const ownFrame = { docs: { story: { inline: false, iframeHeight: 720 } } } as const;

/** A page or app story's meta: Chromatic's modes, and a frame of its own on the docs page. */
export const pageParameters = { ...pageModes, ...ownFrame } as const;
