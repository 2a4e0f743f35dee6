import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { formatMoney, LIMIT_MSG, PAYMENT_MAX } from '@emas/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, shopUrl } from '../browser.ts';
import * as doc from '../documents.ts';
import { answerBox, loggedIn, popupBox } from '../helpers.ts';

// TK2 (TK1 is closed by zz-closing). Nothing is saved here: the limits stop it first.
const SHOP = 'TK2';
/** The slip: a prefilled 40,000 with 75000 typed behind it. */
const SLIP = 4_000_075_000;
/** F8 then a tender: 16 trillion. */
const HUGE = 16_000_000_000_000;

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

/** Types into a field that holds an amount already, as a cashier does: a click into it, then the keys. */
async function retype(page: Page, field: Locator, text: string) {
  await page.keyboard.press('Tab');
  await field.click();
  await page.keyboard.type(text);
}

/** The amount is replaced, a refused one is shown beside the field, an unusual one asked first. */
async function checkAmountField(page: Page, field: Locator, save: () => Promise<unknown>) {
  await field.fill('40000');
  await retype(page, field, '75000');
  assert.equal(await field.inputValue(), formatMoney(75_000), 'typing replaces the prefilled amount');

  await retype(page, field, String(HUGE));
  await save();
  await page.getByText(LIMIT_MSG.paymentOver(PAYMENT_MAX)).waitFor();
  assert.equal(await popupBox(page, 'Berhasil!').count(), 0, 'an over-limit amount is not saved');

  await retype(page, field, String(SLIP));
  await page.getByText(LIMIT_MSG.paymentOver(PAYMENT_MAX)).waitFor({ state: 'detached' });
  await save();
  await popupBox(page, LIMIT_MSG.confirmTitle).getByText(LIMIT_MSG.paymentOutlier(SLIP)).waitFor();
  await answerBox(page, LIMIT_MSG.confirmTitle, LIMIT_MSG.confirmCancel);
  assert.equal(
    await popupBox(page, 'Berhasil!').count(),
    0,
    'an unusual amount is saved only when confirmed',
  );
}

describe('payment amounts of the other payment screens: replaced when typed into, limited', () => {
  it('Uang Kas: the amount', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'kasir1');
    await page.goto(`${shopUrl(SHOP)}/uang-kas`);
    await page.waitForFunction(() => document.title === 'Uang Kas | Back Office Toko Emas');
    await doc.choose(page, 'Kategori', 'KAS MASUK');
    await page.locator('#deskripsi').fill('uji batas nominal');
    await checkAmountField(page, page.locator('#jumlah'), () =>
      page.getByRole('button', { name: 'Simpan' }).click(),
    );
    await context.close();
  });

  it('Transaksi Service: the down payment', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'kasir1');
    await page.goto(`${shopUrl(SHOP)}/transaksi-service`);
    await page.waitForFunction(() => document.title === 'Transaksi Service | Back Office Toko Emas');
    await doc.choose(page, 'Sales', 'S01');
    await page.getByLabel('Nama Customer').fill('uji batas dp');
    await page.getByLabel('Nama Barang').fill('cincin longgar');
    await page.getByLabel('Berat', { exact: true }).fill('2.5');
    await doc.choose(page, 'Deskripsi Service', 'PATRI / SAMBUNG');
    await doc.choose(page, 'Tukang', 'T01');
    await checkAmountField(page, page.getByLabel('DP', { exact: true }), () =>
      page.getByRole('button', { name: 'Simpan' }).click(),
    );
    await context.close();
  });
});
