import { expect, spyOn, waitFor } from 'storybook/test';

/**
 * For a story's `beforeEach`: the clipboard becomes a pair of spies that accept what the page copies
 * and keep it, and the returned function restores it. A story cannot read the clipboard back (the
 * browser asks the person first, and Storybook in a designer's browser has no such permission), and a
 * flow played in Storybook should not replace what its viewer had copied.
 */
export function spyOnClipboard() {
  const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  const write = spyOn(navigator.clipboard, 'write').mockResolvedValue(undefined);
  return () => {
    writeText.mockRestore();
    write.mockRestore();
  };
}

/** The page put this text on the clipboard last (as plain text, with `spyOnClipboard`). */
export async function expectCopied(text: string | RegExp) {
  await waitFor(() =>
    expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith(
      typeof text === 'string' ? text : expect.stringMatching(text),
    ),
  );
}
