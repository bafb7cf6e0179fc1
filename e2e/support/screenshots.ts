import type { Page } from "@playwright/test";

/**
 * Where specs save layout screenshots for a person to look at: the folder in E2E_SCREENSHOTS, or nowhere. A full-page
 * screenshot costs the browser a second or more of rendering, so a plain `npm test` spends its time on assertions.
 */
export const screenshotDir = process.env.E2E_SCREENSHOTS;

/** One full-page screenshot, `${name}.png` in the screenshot folder, when one is given. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (!screenshotDir) return;
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

/**
 * The page at a desktop and a phone width (`${name}-1280.png`, `${name}-390.png`), when a screenshot folder is given:
 * the element with the test id `target` alone, else the whole page scrolled to the top. The viewport goes back to
 * 1280 × 720 afterwards.
 */
export async function screenshots(page: Page, name: string, target?: string): Promise<void> {
  if (!screenshotDir) return;
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (target) {
      await page.getByTestId(target).screenshot({ path: `${screenshotDir}/${name}-${width}.png` });
      continue;
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
