import { addDays, api, formatMoney, formatTanggal, MSG as MSG_ALL } from '@emas/contract';
import type { NotaLabel } from '@emas/contract/api/nota';
import { describe, expect, it } from 'vitest';
import { useBranchSession } from '../../test/branch-session.ts';
import { call, login } from '../../test/harness.ts';
import { pdfPages } from '../../test/pdf-text.ts';
import { cashierWithout } from '../../test/users.ts';

/**
 * Issue 43: a redemption and an extension each print their own note (PELUNASAN HUTANG, PERPANJANGAN
 * HUTANG) from the stored layouts, through `GET hutang/nota-bayar`, instead of the loan note again.
 */
const MSG = api.HUTANG_MSG;
const session = useBranchSession({ fundDrawer: 500_000_000 });
const { tk1, post, onDay } = session;

async function newLoan(): Promise<api.Hutang> {
  const res = await post('hutang', {
    kode_sales: 'S01',
    nama_customer: 'Nota Bayar',
    alamat_customer: 'Jl. Kenari 5',
    no_hp: '081234500001',
    no_ktp: '3174012345670001',
    jumlah_hutang: 2_000_000,
    tgl_tempo: addDays(session.day, 30),
    detail_barang: [
      {
        kode_group: 'EMAS MUDA',
        nama_barang: 'gelang nota bayar',
        kadar: 70,
        berat: 5,
        berat_bruto: 5.1,
        jumlah: 1,
        kondisi: 'LENGKAP',
      },
    ],
  });
  expect(res.status, res.body.message).toBe(201);
  return res.body.data as api.Hutang;
}

const notaUrl = (q: Record<string, string>) => `/api/v1/hutang/nota-bayar?${new URLSearchParams(q)}`;
async function nota(q: Record<string, string>, token: string | null = session.kasir) {
  const res = await tk1().app.inject({
    method: 'GET',
    url: notaUrl(q),
    headers: token ? { token } : {},
  });
  if (res.statusCode !== 200)
    return { status: res.statusCode, message: res.json().message as string, text: '' };
  expect(res.headers['content-type']).toBe('application/pdf');
  const text = (await pdfPages(res.rawPayload)).map((p) => p.text).join('\n');
  return { status: 200, message: '', text };
}

describe('hutang/nota-bayar', () => {
  it('prints the extension note, then the redemption note, each with its own numbers', async () => {
    const h = await newLoan();
    // Nothing paid yet: no note to print.
    const none = await nota({ no_faktur: h.no_faktur_hutang });
    expect(none).toMatchObject({ status: 404, message: MSG.bayarNotFound });

    // Extended on day + 29: 2,000,000 x 0.1 % x 30 days = 60,000; the due date moves to day + 90.
    const d1 = addDays(session.day, 29);
    const ext = await onDay(d1, () =>
      post('hutang/perpanjang', {
        no_faktur_hutang: h.no_faktur_hutang,
        tgl_tempo: addDays(session.day, 90),
      }),
    );
    expect(ext.status, ext.body.message).toBe(200);
    const e = await nota({ no_faktur: h.no_faktur_hutang });
    expect(e.status, e.message).toBe(200);
    expect(e.text).toContain('NOTA PERPANJANGAN HUTANG');
    expect(e.text).not.toContain('NOTA HUTANG');
    expect(e.text).toContain(`${h.no_faktur_hutang}/1`);
    expect(e.text).toContain(`Rp ${formatMoney(2_000_000)}`);
    expect(e.text).toContain('30 hari');
    expect(e.text).toContain(`Rp ${formatMoney(60_000)}`);
    expect(e.text).toContain(`TEMPO BARU ${formatTanggal(addDays(session.day, 90))}`);
    expect(e.text).toContain(formatTanggal(addDays(session.day, 30)));
    expect(e.text).toContain('gelang nota bayar'.toUpperCase());

    // Redeemed 20 days after the extension: 21 days of the new period, 2,000,000 x 0.1 % x 21 = 42,000.
    const lunas = await onDay(addDays(d1, 20), () =>
      post('hutang/lunas', { no_faktur_hutang: h.no_faktur_hutang }),
    );
    expect(lunas.status, lunas.body.message).toBe(200);
    expect(lunas.body.data).toMatchObject({ lama_pinjam: 21, bunga_pinjam: 42_000, total_bayar: 2_042_000 });
    const r = await nota({ no_faktur: h.no_faktur_hutang });
    expect(r.status, r.message).toBe(200);
    expect(r.text).toContain('NOTA PELUNASAN HUTANG');
    expect(r.text).toContain('LUNAS');
    expect(r.text).toContain(`${h.no_faktur_hutang}/2`);
    expect(r.text).toContain('21 hari');
    expect(r.text).toContain('Bunga Dihitung');
    expect(r.text).toContain('Bunga Dibayar');
    expect(r.text.split(`Rp ${formatMoney(42_000)}`).length - 1).toBe(2);
    expect(r.text).toContain(`Rp ${formatMoney(2_042_000)}`);
    expect(r.text).not.toContain('COPY');

    // The extension's note is still there by its number; an unknown payment is not.
    const again = await nota({ no_faktur: h.no_faktur_hutang, no_bayar: `${h.no_faktur_hutang}/1` });
    expect(again.text).toContain('NOTA PERPANJANGAN HUTANG');
    const unknown = await nota({ no_faktur: h.no_faktur_hutang, no_bayar: `${h.no_faktur_hutang}/9` });
    expect(unknown).toMatchObject({ status: 404, message: MSG.bayarNotFound });
    const noLoan = await nota({ no_faktur: 'HT-TK1-000000-0000' });
    expect(noLoan).toMatchObject({ status: 404, message: MSG.notFound });

    // A reprint is marked COPY: the reprint module is on in a new shop (issue 43).
    expect((await nota({ no_faktur: h.no_faktur_hutang, reprint: '1' })).text).toContain('COPY');
  });

  it('prints from the layout the shop stored for the note type', async () => {
    const h = await newLoan();
    const ext = await onDay(addDays(session.day, 10), () =>
      post('hutang/perpanjang', {
        no_faktur_hutang: h.no_faktur_hutang,
        tgl_tempo: addDays(session.day, 60),
      }),
    );
    expect(ext.status, ext.body.message).toBe(200);
    const labels = (
      await call(tk1(), 'GET', 'member-card/get/new?type=PERPANJANGAN HUTANG', { token: session.owner })
    ).body.data as NotaLabel[];
    const judul = labels.find((l) => l.name === 'judul' && !l.is_mobile);
    expect(judul).toBeDefined();
    const saved = await call(tk1(), 'POST', 'member-card/add', {
      token: session.owner,
      body: {
        font: 'Tahoma Reguler',
        type: 'PERPANJANGAN HUTANG',
        nota: [{ ...judul, isi: '[br]BUKTI PERPANJANGAN GADAI' }],
      },
    });
    expect(saved.status, saved.body.message).toBe(200);
    const e = await nota({ no_faktur: h.no_faktur_hutang });
    expect(e.text).toContain('BUKTI PERPANJANGAN GADAI');
    expect(e.text).not.toContain('NOTA PERPANJANGAN HUTANG');
  });

  it('is refused without a token, and to a user whose access hides the loan screens', async () => {
    const h = await newLoan();
    await onDay(addDays(session.day, 5), () =>
      post('hutang/perpanjang', {
        no_faktur_hutang: h.no_faktur_hutang,
        tgl_tempo: addDays(session.day, 60),
      }),
    );
    expect((await nota({ no_faktur: h.no_faktur_hutang }, null)).status).toBe(401);
    const noHutang = await cashierWithout(
      tk1(),
      session.owner,
      { user_id: 'kasirnota', user_name: 'KASIR NOTA' },
      /hutang/i,
    );
    const refused = await nota({ no_faktur: h.no_faktur_hutang }, noHutang);
    expect(refused).toMatchObject({ status: 403, message: MSG_ALL.forbidden });
    // Another shop's cashier: that shop has no such loan.
    const other = await login(session.chain.tk2, 'kasir1');
    const there = await session.chain.tk2.app.inject({
      method: 'GET',
      url: notaUrl({ no_faktur: h.no_faktur_hutang }),
      headers: { token: other },
    });
    expect(there.statusCode).toBe(404);
  });
});
