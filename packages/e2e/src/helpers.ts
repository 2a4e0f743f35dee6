import type { Browser, BrowserContext, Page } from 'playwright-core';
import { shopUrl } from './browser.ts';

export const DEMO_PASSWORD = 'demo1234';
export type ShopKey = 'PST' | 'TK1' | 'TK2';

/** A fresh browser context (own local storage) logged in through the login page. */
export async function loggedIn(
  browser: Browser,
  shop: ShopKey,
  userId: string,
  opts: { width?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1366, height: 860 } });
  const page = await context.newPage();
  await loginThroughForm(page, shop, userId);
  return { context, page };
}

export async function loginThroughForm(page: Page, shop: ShopKey, userId: string, password = DEMO_PASSWORD) {
  await page.goto(`${shopUrl(shop)}/`);
  await page.locator('#user_id').fill(userId);
  await page.locator('#password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByTestId('header-shop').waitFor();
}

/** The labels of the sidebar's visible items, sub-menus opened. */
export async function sidebarTexts(page: Page): Promise<string> {
  return (await page.getByTestId('sidebar-menu').innerText()).replace(/\s+/g, ' ');
}

/** A popup (success, 'Oopss!!' error, question) whose title holds the text. */
export const popup = (page: Page, text: string | RegExp) =>
  page.locator('.ant-modal-confirm-title', { hasText: text });

/** Clicks an option of the open antd Select drop-down. */
export const pickOption = (page: Page, text: string) =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
