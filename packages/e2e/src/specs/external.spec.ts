import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MODULE } from '@emas/contract';
import { EXTERNAL_MSG } from '@emas/contract/api/external';
import { MARKETPLACE_MSG } from '@emas/contract/api/marketplace';
import { WA_MSG } from '@emas/contract/api/whatsapp';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../browser.ts';
import { actUntil, apiLogin, apiRequest, closeBox, loggedIn, popup } from '../helpers.ts';

// The external web shop and the WhatsApp provider are the local stand-in run.ts starts (E2E_STAND_IN);
// the demo's outbox retries every second. TK1, with the modules switched on here and off after.
const SHOP = 'TK1';
const STAND_IN = process.env.E2E_STAND_IN ?? '';
const MODULES = [MODULE.BARANG_EXTERNAL, MODULE.WHATSAPP, MODULE.MARKETPLACE, MODULE.GROSIR];

type StandInState = {
  items: { id_ext: string; kode_barcode: string }[];
  messages: { receiver: string; message: string }[];
};
const standIn = async (path: string, body?: unknown) => {
  const res = await fetch(`${STAND_IN}/_control/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as StandInState;
};

let browser: Browser;
let token: string;
let tglSystem: string;
const setModules = (active: boolean) =>
  apiRequest(SHOP, 'PUT', 'system-setting/modules', token, {
    modules: MODULES.map((key) => ({ key, active })),
  });

before(async () => {
  assert.ok(STAND_IN, 'E2E_STAND_IN is set by run.ts');
  ({ token, tgl_system: tglSystem } = await apiLogin(SHOP, 'owner1'));
  await setModules(true);
  browser = await launchBrowser();
});
after(async () => {
  await standIn('down', { down: false });
  await setModules(false);
  await browser.close();
});

async function closeSuccess(page: Page, text: string) {
  await popup(page, 'Berhasil!').waitFor();
  await closeBox(page, text);
}

async function openFromMenu(page: Page, group: string, title: string, path: RegExp) {
  const link = page.getByTestId('sidebar-menu').getByRole('link', { name: title, exact: true });
  // The group stays open after a page of it was opened.
  if (!(await link.isVisible()))
    await page.getByTestId('sidebar-menu').getByText(group, { exact: true }).click();
  // A click that lands while the menu opens its group (or renders again as the session's rights
  // arrive) may reach no link: the user clicks again, and so does the test.
  await actUntil(
    () => link.click(),
    (timeout) => page.waitForURL(path, { timeout }),
    15_000,
    `open '${title}' from the menu`,
  );
}

describe('external web shop, WhatsApp', () => {
  it('registers the day’s items on the web, pulls a web sale and a member, marks the sale sold', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'owner1');
    await openFromMenu(page, 'Data Barang', 'Kirim Barang External', /\/kirim-barang-external$/);
    await page.getByRole('button', { name: 'Kirim Data Barang' }).click();
    const table = page.getByTestId('kirim-external-table');
    await table.locator('.ant-tag', { hasText: 'SUCCESS' }).first().waitFor();
    const registered = (await standIn('state')).items;
    assert.ok(registered.length > 0, 'the web shop got the items');
    await screenshot(page, 'external-kirim-barang');

    // On the web: the first item is sold and a customer registers.
    const sold = registered[0];
    assert.ok(sold);
    await standIn('sold', { id_ext: sold.id_ext, tanggal: tglSystem });
    await standIn('members', {
      kode_member: 'WEBE2E01',
      nama_customer: 'Rina Web',
      alamat_customer: 'Jl. Daring 1',
      tanggal: tglSystem,
    });

    await openFromMenu(page, 'Data Barang', 'Update Barang External', /\/update-barang-external$/);
    await page.getByRole('button', { name: 'Cari Data' }).click();
    await page.getByTestId('update-external-barang').getByText(sold.kode_barcode).waitFor();
    await page.getByTestId('update-external-member').getByText('RINA WEB').waitFor();
    await screenshot(page, 'external-update-barang');
    await page.getByTestId('update-external-kirim').click();
    await page.locator('.ant-message', { hasText: EXTERNAL_MSG.tersimpan }).waitFor();
    await page
      .getByTestId('update-external-barang')
      .getByText(sold.kode_barcode)
      .waitFor({ state: 'detached' });

    // Marked sold here, once; the member is here.
    const after = await apiRequest<{ status_external: string }[]>(
      SHOP,
      'GET',
      `barang/find-sold-external?tgl_from=${tglSystem}&tgl_to=${tglSystem}`,
      token,
    );
    assert.deepEqual(
      after.map((b) => b.status_external),
      ['SOLD'],
    );
    const [member] = await apiRequest<{ nama_customer: string }[]>(
      SHOP,
      'GET',
      'member/get/by-kode-member/WEBE2E01',
      token,
    );
    assert.equal(member?.nama_customer, 'RINA WEB');
    await context.close();
  });

  it('a WhatsApp test message reaches the provider; with the provider down it waits and is retried', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'owner1');
    await openFromMenu(page, 'Utility', 'WhatsApp Setting', /\/whatsapp-setting$/);
    await page.locator('#wa-no').fill('081299990000');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await closeSuccess(page, WA_MSG.updated);
    // The page reloads after 3 s and shows the test fieldset.
    await reloaded;
    const test = page.getByTestId('wa-test');
    await test.waitFor();
    await test.getByLabel('No Tujuan').fill('081311112222');
    await test.getByLabel('Pesan').fill('Tes pesan dari toko');
    await test.getByRole('button', { name: 'Kirim' }).click();
    await closeSuccess(page, WA_MSG.sent);
    await page.getByTestId('wa-last').getByText('TERKIRIM').waitFor();
    const delivered = (await standIn('state')).messages;
    assert.ok(delivered.some((m) => m.receiver === '6281311112222' && m.message === 'Tes pesan dari toko'));
    await screenshot(page, 'whatsapp-setting');

    // The provider goes down: the message waits in the outbox and the screen says it is retried.
    await standIn('down', { down: true });
    await test.getByLabel('Pesan').fill('Pesan saat provider mati');
    await test.getByRole('button', { name: 'Kirim' }).click();
    await closeBox(page, WA_MSG.queued);
    await page.getByTestId('wa-last').getByText('MENUNGGU KIRIM ULANG').waitFor();
    await page.getByRole('link', { name: 'Lihat Outbox Pesan' }).click();
    await page.waitForURL(/\/outbox-pesan$/);
    const row = page.getByTestId('outbox-table').locator('tr', { hasText: 'Pesan saat provider mati' });
    await row.getByText('MENUNGGU KIRIM ULANG').waitFor();
    await row.getByText(/503/).first().waitFor();
    await screenshot(page, 'outbox-pesan-retry');
    // Back up: the worker's retry delivers it, once.
    await standIn('down', { down: false });
    await row.getByText('TERKIRIM').waitFor();
    const all = (await standIn('state')).messages.filter((m) => m.message === 'Pesan saat provider mati');
    assert.equal(all.length, 1);
    await screenshot(page, 'outbox-pesan-sent');
    await context.close();
  });

  it('marketplace credentials saved, secrets hidden with a show toggle; the wholesale frame', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'owner1');
    await openFromMenu(page, 'Utility', 'Marketplace Setting', /\/marketplace-setting$/);
    for (const k of ['TOKOPEDIA', 'LAZADA', 'SHOPEE'])
      await page.getByTestId(`marketplace-card-${k}`).waitFor();
    await page
      .getByTestId('marketplace-card-TOKOPEDIA')
      .getByRole('button', { name: 'Koneksikan Sekarang' })
      .click();
    const form = page.getByTestId('marketplace-form');
    await form.getByLabel('App Id').fill('app-123');
    await form.getByLabel('Client Id').fill('client-123');
    await form.getByLabel('Client Secret').fill('rahasia-klien');
    await form.getByLabel('Bearer Token').fill('token-rahasia');
    await form.getByLabel('Shop Id').fill('shop-9');
    assert.equal(await form.getByLabel('Client Secret').getAttribute('type'), 'password');
    await form.getByRole('button', { name: 'Simpan Data' }).click();
    await closeSuccess(page, MARKETPLACE_MSG.saved);
    // Back to the cards and in again: loaded, still hidden until shown.
    await form.getByRole('button', { name: 'Kembali' }).click();
    await page
      .getByTestId('marketplace-card-TOKOPEDIA')
      .getByRole('button', { name: 'Koneksikan Sekarang' })
      .click();
    await page.waitForFunction(
      () => (document.querySelector('#c_s') as HTMLInputElement | null)?.value === 'rahasia-klien',
    );
    assert.equal(await form.getByLabel('Client Secret').getAttribute('type'), 'password');
    await form.locator('.ant-input-password-icon').first().click();
    assert.equal(await form.getByLabel('Client Secret').getAttribute('type'), 'text');
    await screenshot(page, 'marketplace-setting');

    await page.goto(`${new URL(page.url()).origin}/redirect-to-grosir`);
    const frame = page.frameLocator('[data-testid="grosir-frame"]');
    await frame.locator('#params', { hasText: 'scp=TK1 hidden=true' }).waitFor();
    await screenshot(page, 'redirect-to-grosir', false);
    await context.close();
  });
});
