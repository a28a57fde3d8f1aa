import { expect } from 'storybook/test';

/** The page does not scroll sideways: nothing on it is wider than the screen. */
export async function expectNoSideScroll() {
  const { scrollWidth, clientWidth } = document.documentElement;
  await expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** The element is on screen from side to side, not cut off at either edge. */
export async function expectWhollyOnScreen(element: Element) {
  const { left, right } = element.getBoundingClientRect();
  await expect(left).toBeGreaterThanOrEqual(0);
  await expect(right).toBeLessThanOrEqual(document.documentElement.clientWidth);
}
