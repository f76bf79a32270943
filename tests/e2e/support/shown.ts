import type { Page } from '@playwright/test'

/**
 * Resolves once the page has drawn itself: its fonts loaded and two animation frames
 * later. A visitor presses a key on a page they see; on a loaded machine `load` can come
 * before the first frame, and a key pressed then did nothing (End left the page at its
 * top, 7,634 px from the end, in a clean-clone run at load 12; pressed right after the
 * navigation committed it is lost the same way, after two frames it never was).
 */
export async function shown(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)))
  })
}
