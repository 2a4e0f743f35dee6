import { launchBrowser } from '@emas/e2e/browser';
import { measureKeystrokes } from '@emas/e2e/keystroke';

/**
 * Keystroke to paint of the counter's barcode field at scanner speed (8 ms between keys), with an
 * empty cart and with 20 lines in it: the field holds its own text, so the cart's size must not show.
 */
export async function benchKeystroke(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_id: 'owner1', password: 'demo1234' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const list = await fetch(`${baseUrl}/api/v1/barang?status=READY&kode_gudang=TOKO&limit=100`, {
    headers: { token },
  });
  const ready = ((await list.json()) as { data: { kode_barcode: string; kadar: number }[] }).data.filter(
    (b) => b.kadar > 0,
  );
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.locator('#user_id').fill('kasir1');
    await page.locator('#password').fill('demo1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByTestId('header-shop').waitFor();
    await page.goto(`${baseUrl}/transaksi-penjualan`);
    const field = page.getByLabel('Barcode', { exact: true });
    await field.waitFor();
    const texts = Array.from({ length: 15 }, (_, i) => String(90_000_000 + i * 7919));
    const empty = await measureKeystrokes(page, field, texts);
    for (const b of ready.slice(0, 20)) {
      await field.fill(b.kode_barcode);
      await field.press('Enter');
      await page.getByTestId('sale-lines').getByText(b.kode_barcode).waitFor();
    }
    const full = await measureKeystrokes(page, field, texts);
    const pick = ({ median, p95, max, samples }: typeof empty) => ({ n: samples.length, median, p95, max });
    return { emptyCartMs: pick(empty), twentyLinesMs: pick(full) };
  } finally {
    await browser.close();
  }
}
