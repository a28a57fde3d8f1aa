import { expect, waitFor } from 'storybook/test';

/**
 * Waits, as a person does, until an element is on screen, and returns it. With motion on, a new
 * page, menu or dialog fades in from opacity 0: a check made at once would call it invisible.
 */
export async function appears<T extends Element>(element: T | Promise<T>): Promise<T> {
  const found = await element;
  await waitFor(() => expect(found).toBeVisible());
  return found;
}

/**
 * Waits, as a person does, until an element has gone from view: with motion on, a closing region
 * slides shut, or a menu fades out, before it is hidden.
 */
export async function disappears(element: Element | Promise<Element>): Promise<void> {
  const found = await element;
  await waitFor(() => expect(found).not.toBeVisible());
}
