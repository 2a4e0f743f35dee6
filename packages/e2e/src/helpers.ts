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

/** Logs in through the API: the token and the shop's business day. */
export async function apiLogin(
  shop: ShopKey,
  userId: string,
): Promise<{ token: string; tgl_system: string }> {
  const res = await fetch(`${shopUrl(shop)}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: userId, password: DEMO_PASSWORD }),
  });
  const json = (await res.json()) as { message?: string; data: { token: string; tgl_system: string } };
  if (!res.ok) throw new Error(`login ${userId}@${shop}: ${json.message}`);
  return json.data;
}

/** One API call with the token header; the answer's data (a failure throws with the server's message). */
export async function apiRequest<T>(
  shop: ShopKey,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${shopUrl(shop)}/api/v1/${path}`, {
    method,
    headers: { token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; message?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json.data;
}

/** A session token of a demo user, through the login call (for the API calls of a spec's set-up). */
export async function apiToken(shop: ShopKey, userId: string): Promise<string> {
  return (await apiLogin(shop, userId)).token;
}
