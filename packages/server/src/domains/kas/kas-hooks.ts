import { LAPORAN_GESEK_TUNAI, type ReportRow } from '@emas/contract';
import { KAS_KATEGORI, KAS_MSG } from '@emas/contract/api/kas';
import { badRequest } from '../../platform/errors.ts';
import { keysetPages, registerReportSource } from '../laporan/report-registry.ts';
import { registerClosingStep } from '../system/closing-steps.ts';
import { insertCashRows } from './kas.queries.ts';
import { kasSetting } from './kas.service.ts';
import { cashBalancesOfDay, countOpenNonCashOfDay, gesekReportPage } from './kas-extra.queries.ts';

export const KAS_GUARD_STEP = 'Memeriksa Validasi Non Cash';
export const KAS_CLOSING_STEP = 'Menghitung Saldo Awal Kas';

/**
 * The store closing's cash part: a guard that refuses to close while a non-cash row of the day is
 * OPEN (only when the shop's setting TUTUP_TOKO_WAJIB_VALIDASI_NON_CASH is YA), and the carry-over of
 * each cashier's CASH balance of the closing day (its own SALDO AWAL included) into a SALDO AWAL row
 * of the next business day. Both run inside the closing's one transaction.
 */
let registered = false;
export function registerKasHooks(): void {
  if (registered) return;
  registered = true;
  registerClosingStep({
    name: KAS_GUARD_STEP,
    run: async (tx, { shop, tgl_system }) => {
      if (!(await kasSetting(shop, tx)).wajib_validasi_non_cash) return { dicek: false };
      const open = await countOpenNonCashOfDay(shop, tx, tgl_system);
      if (open > 0) throw badRequest(KAS_MSG.closingNonCashOpen(open));
      return { dicek: true };
    },
  });
  registerClosingStep({
    name: KAS_CLOSING_STEP,
    run: async (tx, { shop, tgl_system, tgl_system_baru }) => {
      const balances = await cashBalancesOfDay(shop, tx, tgl_system);
      const rows = await insertCashRows(
        shop,
        tx,
        balances.map((b) => ({
          tanggal: tgl_system_baru,
          kategori: KAS_KATEGORI.SALDO_AWAL,
          deskripsi: KAS_KATEGORI.SALDO_AWAL,
          jenis: 'CASH',
          jumlah_in: Math.max(b.saldo, 0),
          jumlah_out: b.saldo < 0 ? -b.saldo : 0,
          keterangan: `SALDO AKHIR ${tgl_system}`,
          input_by: b.input_by,
          id_trx: `SA-${tgl_system_baru}`,
        })),
      );
      return { kasir: rows.length, saldo: balances.reduce((s, b) => s + b.saldo, 0) };
    },
  });
}

registerReportSource(LAPORAN_GESEK_TUNAI.key, ({ shop, params, batchSize }) => {
  const q = { tgl_awal: String(params.tgl_awal), tgl_akhir: String(params.tgl_akhir) };
  return keysetPages(
    batchSize,
    async (after: { tanggal: string; no_gesek: string } | null, limit) =>
      (await gesekReportPage(shop, q, after, limit)).map(
        (r): ReportRow => ({
          tanggal: r.tanggal,
          no_gesek: r.no_gesek,
          nama_customer: r.nama_customer,
          no_credit_card: r.no_credit_card,
          kode_bank: r.kode_bank,
          gesek: r.gesek,
          fee: r.fee,
          fee_rp: r.fee_rp,
          cash: r.cash,
          input_by: r.input_by,
        }),
      ),
    (r) => ({ tanggal: String(r.tanggal), no_gesek: String(r.no_gesek) }),
  );
});
