import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { addDays, api, formatMoney } from '@emas/contract';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { closePopup, pdfFirstPageText } from '../documents.ts';
import { apiLogin, apiRequest, loggedIn } from '../helpers.ts';

// Issue 43: redeeming a pawn loan prints the redemption note (PELUNASAN HUTANG), not the loan note
// again. TK2: TK1 is closed by zz-closing.
const SHOP = 'TK2';

let browser: Browser;
let token = '';
let loan = '';

before(async () => {
  browser = await launchBrowser();
  const session = await apiLogin(SHOP, 'kasir1');
  token = session.token;
  const h = await apiRequest<api.Hutang>(SHOP, 'POST', 'hutang', token, {
    kode_sales: 'S01',
    nama_customer: 'NOTA LUNAS E2E',
    alamat_customer: 'JL. KENARI 5',
    no_hp: '081234500001',
    no_ktp: '3171234567890002',
    jumlah_hutang: 500_000,
    tgl_tempo: addDays(session.tgl_system, 30),
    detail_barang: [
      { kode_group: 'EMAS MUDA', nama_barang: 'CINCIN NOTA E2E', kadar: 70, berat: 2, kondisi: 'LENGKAP' },
    ],
  });
  loan = h.no_faktur_hutang;
});
after(() => browser?.close());

describe('nota pelunasan hutang', () => {
  it('the cashier redeems a loan; the note that opens is the redemption note: LUNAS and the interest', async () => {
    const quote = await apiRequest<api.Penebusan>(
      SHOP,
      'GET',
      `hutang/penebusan?no_faktur_hutang=${loan}`,
      token,
    );
    assert.ok(quote.bunga_pinjam > 0, 'the loan carries interest');
    const { context, page } = await loggedIn(browser, SHOP, 'kasir1');
    await page.goto(`${shopUrl(SHOP)}/penebusan-hutang?no=${loan}`);
    const card = page.getByTestId('penebusan-quote');
    await card.waitFor();
    await card.getByRole('button', { name: /^(check-circle )?Lunas$/ }).click();
    const form = page.getByTestId('hutang-lunas-form');
    assert.equal(await form.getByTestId('tebus-total').innerText(), formatMoney(quote.total_bayar));

    // Saving opens the note in a window of its own, fetched from hutang/nota-bayar.
    const [win, res] = await Promise.all([
      context.waitForEvent('page'),
      page.waitForResponse((r) => r.url().includes('/hutang/nota-bayar')),
      form.getByRole('button', { name: 'Lunas', exact: true }).click(),
    ]);
    assert.equal(res.status(), 200);
    assert.match(res.headers()['content-type'] ?? '', /application\/pdf/);
    await win.waitForURL(/^blob:/);
    await win.close();
    await page.bringToFront();
    await page.getByText(api.HUTANG_MSG.redeemed).waitFor();
    await closePopup(page, 'Berhasil!');
    await page.getByTestId('penebusan-closed').waitFor();
    await screenshot(page, 'nota-hutang-lunas');

    // The same file, read here (the page consumed the body as a blob).
    const again = await fetch(res.url(), { headers: { token } });
    const pdf = Buffer.from(await again.arrayBuffer());
    writeFileSync('/tmp/notes-e2e-pelunasan.pdf', pdf);
    const text = await pdfFirstPageText(pdf);
    assert.match(text, /NOTA PELUNASAN HUTANG/);
    assert.doesNotMatch(text, /NOTA HUTANG/);
    assert.match(text, /LUNAS/);
    assert.match(text, new RegExp(loan));
    assert.match(text, /Bunga Dihitung/);
    assert.match(text, new RegExp(`Rp ${formatMoney(quote.bunga_pinjam)}`));
    assert.match(text, new RegExp(`${quote.lama_pinjam} hari`));
    assert.match(text, new RegExp(`Rp ${formatMoney(quote.total_bayar)}`));
    await context.close();
  });
});
