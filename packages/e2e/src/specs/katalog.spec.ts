import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { answerBox, closeBox, loggedIn, pickOption } from '../helpers.ts';

/**
 * Member catalogue (foundation document sections 2 to 9): a banner with an image in both variants,
 * edited without a new image (no upload), deleted (the image leaves the store), the member app's
 * published catalogue following each step, and the specification's messages for invalid input.
 */
let browser: Browser;
let jpeg: Buffer;
before(async () => {
  browser = await launchBrowser();
  // A real JPEG: one of the demo's seeded catalogue pictures, through the member app's API.
  const pub = (await (await fetch(`${shopUrl('TK1')}/api/v1/app/public/katalog`)).json()) as {
    data: { banner: { gambar_url: string }[] };
  };
  const url = pub.data.banner[0]?.gambar_url;
  assert.ok(url, 'the demo seeds banners');
  jpeg = Buffer.from(await (await fetch(url)).arrayBuffer());
  assert.equal(jpeg[0], 0xff);
});
after(() => browser.close());

type Banner = { kode_banner: string; title: string; gambar_path: string; gambar_url: string };
async function published(varian: 'REGULER' | 'DIAMOND'): Promise<Banner[]> {
  const path = varian === 'DIAMOND' ? 'app/public/diamond/katalog' : 'app/public/katalog';
  const res = await fetch(`${shopUrl('TK1')}/api/v1/${path}`);
  assert.equal(res.status, 200);
  return ((await res.json()) as { data: { banner: Banner[] } }).data.banner;
}

const modal = (page: Page) => page.locator('.ant-modal').filter({ has: page.locator('form') });
const save = (page: Page) => modal(page).getByRole('button', { name: 'Simpan' }).click();
const pickFile = (page: Page, name: string, mimeType: string, buffer: Buffer, testId = 'katalog-image') =>
  page.getByTestId(`${testId}-input`).setInputFiles({ name, mimeType, buffer });

describe('katalog', () => {
  for (const varian of ['REGULER', 'DIAMOND'] as const) {
    it(`banner ${varian}: add with an image, edit without a new image, delete; the member API follows`, async () => {
      const { context, page } = await loggedIn(browser, 'TK1', 'owner1');
      const uploads: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/v1/image/upload')) uploads.push(r.method());
      });
      const path = varian === 'DIAMOND' ? '/diamond/banner-katalog' : '/banner-katalog';
      if (varian === 'REGULER') {
        // Reachable from the menu.
        await page.getByTestId('sidebar-menu').getByText('Katalog Member').click();
        await page.getByTestId('sidebar-menu').getByText('Banner Katalog', { exact: true }).click();
        await page.waitForURL(`**${path}`);
      } else await page.goto(`${shopUrl('TK1')}${path}`);
      const table = page.getByTestId('katalog-table');
      await table.waitFor();
      const title = `E2E Banner ${varian}`;

      await page.getByRole('button', { name: 'Tambah Data' }).click();
      await modal(page).getByLabel('Title', { exact: true }).fill(title);
      await save(page);
      await closeBox(page, 'Gambar Wajib Dimasukan');
      assert.equal(uploads.length, 0);

      // A text file called .jpg: uploaded (the browser cannot tell), refused by its content.
      await pickFile(page, 'palsu.jpg', 'image/jpeg', Buffer.from('bukan gambar sama sekali'));
      await save(page);
      await closeBox(page, 'File Harus Berupa Gambar JPG Atau PNG');
      assert.equal(uploads.length, 1);

      await pickFile(page, 'banner.jpg', 'image/jpeg', jpeg);
      await modal(page).getByLabel('Sub Title', { exact: true }).fill('Diskon ongkos');
      await screenshot(page, `katalog-banner-${varian.toLowerCase()}-modal`);
      await save(page);
      await closeBox(page, 'Data Berhasil Ditambahkan');
      assert.equal(uploads.length, 2);
      await table.getByText(title, { exact: true }).waitFor();
      await screenshot(page, `katalog-banner-${varian.toLowerCase()}-list`);

      const added = (await published(varian)).find((b) => b.title === title);
      assert.ok(added, 'the member API lists the new banner');
      assert.match(added.gambar_path, /^TK1\/BANNER_ICON\//);
      const image = await fetch(added.gambar_url);
      assert.equal(image.status, 200);
      assert.equal(image.headers.get('content-type'), 'image/jpeg');
      const other = varian === 'DIAMOND' ? 'REGULER' : 'DIAMOND';
      assert.equal(
        (await published(other)).find((b) => b.title === title),
        undefined,
      );

      // Edit without changing the image: no upload.
      await table.getByRole('button', { name: `Edit ${added.kode_banner}` }).click();
      await modal(page).getByLabel('Title', { exact: true }).fill(`${title} Baru`);
      await save(page);
      await closeBox(page, 'Data Berhasil Dirubah');
      assert.equal(uploads.length, 2, 'no upload on an edit that keeps the image');
      await table.getByText(`${title} Baru`, { exact: true }).waitFor();
      const edited = (await published(varian)).find((b) => b.kode_banner === added.kode_banner);
      assert.equal(edited?.title, `${title} Baru`);
      assert.equal(edited?.gambar_path, added.gambar_path);

      // Delete: confirmation, then the image leaves the store.
      await table.getByRole('button', { name: `Hapus ${added.kode_banner}` }).click();
      await answerBox(page, `Apakah Anda Yakin Ingin Menghapus Kode ${added.kode_banner}?`, 'OK');
      await closeBox(page, 'Data Berhasil Di Hapus');
      await table.getByText(`${title} Baru`, { exact: true }).waitFor({ state: 'detached' });
      assert.equal(
        (await published(varian)).find((b) => b.kode_banner === added.kode_banner),
        undefined,
      );
      assert.equal((await fetch(added.gambar_url)).status, 404, 'the image is gone from the store');
      await context.close();
    });
  }

  it('invalid input shows each specification message and saves nothing', async () => {
    const { context, page } = await loggedIn(browser, 'TK1', 'owner1');
    const base = shopUrl('TK1');
    const before = JSON.stringify(await (await fetch(`${base}/api/v1/app/public/katalog`)).json());

    await page.goto(`${base}/kategori-katalog`);
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    await modal(page).getByLabel('Kode Kategori', { exact: true }).fill('E2E');
    await save(page);
    await closeBox(page, 'Gambar wajib dimasukan, Mohon masukan gambar dan coba lagi');
    await pickFile(page, 'k.jpg', 'image/jpeg', jpeg);
    await save(page);
    await closeBox(page, 'Warna wajib dipilih, Mohon pilih warna dan coba lagi');
    await modal(page).getByRole('button', { name: 'Batal' }).click();

    await page.goto(`${base}/item-katalog`);
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    await modal(page).getByLabel('Kode Barang', { exact: true }).fill('E2E');
    await save(page);
    await closeBox(page, 'Gambar Wajib Dimasukan');
    await modal(page).getByRole('button', { name: 'Batal' }).click();

    await page.goto(`${base}/harga-katalog`);
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    await modal(page).getByLabel('Kode Harga', { exact: true }).fill('E2E');
    await save(page);
    await closeBox(page, 'Mohon Pilih List Group Minimal 1');
    await modal(page).getByLabel('List Group', { exact: true }).click();
    await pickOption(page, 'EMAS MUDA');
    await page.keyboard.press('Escape');
    await save(page);
    await closeBox(page, 'Data Berhasil Ditambahkan');
    const hapus = page.getByTestId('katalog-table').getByRole('button', { name: 'Hapus E2E', exact: true });
    await hapus.waitFor();
    await hapus.click();
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await closeBox(page, 'Data Berhasil Di Hapus');

    await page.goto(`${base}/diamond/kontak-admin-katalog`);
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    await save(page);
    await closeBox(page, 'Mohon Masukan Nama Admin');
    await modal(page).getByLabel('Nama Admin', { exact: true }).fill('Rina');
    await save(page);
    await closeBox(page, 'Mohon Masukan Nomor Handphone');
    await modal(page).getByLabel('Nomor Handphone', { exact: true }).fill('0812345');
    await save(page);
    await closeBox(page, 'Mohn Masukan Nomor Handphone Yang Valid');
    await screenshot(page, 'katalog-kontak-admin-invalid');
    await modal(page).getByRole('button', { name: 'Batal' }).click();

    await page.goto(`${base}/splashscreen-katalog`);
    await page.getByTestId('splash-MEMBER').waitFor();
    await screenshot(page, 'katalog-splash');
    await page.getByRole('button', { name: 'Edit GUEST-1' }).click();
    await page.getByTestId('splash-form').getByLabel('Text', { exact: true }).fill('   ');
    await page.locator('.ant-modal').getByRole('button', { name: 'Simpan' }).click();
    await closeBox(page, 'Text Tidak Boleh Kosong');
    await page.locator('.ant-modal').getByRole('button', { name: 'Batal' }).click();

    const afterAll = JSON.stringify(await (await fetch(`${base}/api/v1/app/public/katalog`)).json());
    assert.equal(afterAll, before, 'refused input changed nothing');
    await context.close();
  });
});
