import type { ComponentProps } from 'react';
import { Canvas, useOf } from '@storybook/addon-docs/blocks';
import { handlers } from '../src/mocks';

type Parameters = Record<string, unknown> & { msw?: { handlers?: Record<string, unknown> } };

/**
 * Whether a story needs a window of its own on a docs page. Stories drawn inline share the docs page's
 * window: its demo server, its session and its document. A screen (`route`), a story signed in as
 * someone (`session`; the full app is), one that gives the demo server a scenario of its own (a
 * domain's handlers replaced), or one that opens an overlay over the page (`ownFrame`) would change
 * what the stories beside it show, or cover the page.
 */
export function needsOwnFrame(parameters: Parameters): boolean {
  const domains = Object.entries(parameters.msw?.handlers ?? {});
  return (
    typeof parameters.route === 'string' ||
    parameters.session !== undefined ||
    parameters.ownFrame === true ||
    domains.some(([domain, handler]) => handlers[domain as keyof typeof handlers] !== handler)
  );
}

/**
 * Storybook's Canvas block, given to the docs pages as `docs.components.Canvas`: a story that needs
 * its own window gets a frame. Decided here from the story's parameters rather than by each file's
 * `docs.story.inline`, which Storybook drops when it adds a file's description to the same
 * `parameters.docs`.
 */
export function CanvasInItsFrame(props: ComponentProps<typeof Canvas>) {
  const { story } = useOf(props.of ?? 'story', ['story']);
  if (!needsOwnFrame(story.parameters)) return <Canvas {...props} />;
  return <Canvas {...props} story={{ ...props.story, inline: false, height: '720px' }} />;
}
