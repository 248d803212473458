import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, test } from '@playwright/test';

/** A full-page screenshot attached to the report, and kept in E2E_SCREENSHOT_DIR when it is set. */
export async function keepScreenshot(page: Page, name: string) {
  const shot = await page.screenshot({ fullPage: true });
  await test.info().attach(name, { body: shot, contentType: 'image/png' });
  if (process.env.E2E_SCREENSHOT_DIR) {
    mkdirSync(process.env.E2E_SCREENSHOT_DIR, { recursive: true });
    writeFileSync(join(process.env.E2E_SCREENSHOT_DIR, `${name}.png`), shot);
  }
}
