import { api, DOC_PREFIX, SERVICE, sumRupiah } from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import {
  activeMasterData,
  barcodesIn,
  insertBarangWithLedger,
  lockBarang,
  nextBarcodes,
  updateBarang,
  writeLedgerFromItems,
} from '../barang/barang.api.ts';
import { customerItem } from '../barang/customer-item.ts';
import { writePayments } from '../dokumen/document-cash.ts';
import { cancellationOfRow, partyOfRow } from '../dokumen/document-row.ts';
import { documentKit } from '../dokumen/dokumen.service.ts';
import { cashRowsOfTrx } from '../kas/kas.api.ts';
import { nextDocumentNumber } from '../kas/nomor-dokumen.ts';
import { checkPayments, ensureSales, partyOf } from '../pembelian/pembelian.service.ts';
import { openBusinessDay } from '../system/business-day.ts';
import { insertService, SERVICE_TABLE, type StoredService, updateService } from './service.queries.ts';

const { SERVICE_MSG: MSG, KATEGORI_KAS_SERVICE: KAS, GUDANG_REPARASI } = api;
const num = (v: string | number | null | undefined) => (v === null || v === undefined ? 0 : Number(v));

/** The status of the customer's item while it is in REPARASI (not READY: it is never sold). */
export const BARANG_DI_SERVICE = 'SERVICE';

export const toService = (r: StoredService): api.Service => ({
  no_faktur_service: r.no_faktur_service,
  no_faktur_group: r.no_faktur_service,
  ...partyOfRow(r),
  kode_barcode: r.kode_barcode,
  nama_barang: r.nama_barang,
  berat: num(r.berat),
  berat_selesai: r.berat_selesai === null ? null : num(r.berat_selesai),
  kode_deskripsi: r.kode_deskripsi,
  deskripsi: r.deskripsi,
  keterangan: r.keterangan,
  kode_tukang: r.kode_tukang,
  total_estimasi: r.total_estimasi,
  total: r.total,
  dp_rp: r.dp_rp,
  sisa_rp: r.total - r.dp_rp,
  bayar_ambil: r.bayar_ambil,
  tgl_janji: r.tgl_janji,
  tgl_selesai: r.tgl_selesai,
  tgl_ambil: r.tgl_ambil,
  status_proses: r.status as api.StatusService,
  status_valid: r.status_valid as 'OPEN' | 'VALID',
  ...cancellationOfRow<api.StatusService>(r),
});

/** The document kit bound to repairs. */
const kit = documentKit(SERVICE, SERVICE_TABLE, toService);

/**
 * Takes a repair: the item enters warehouse REPARASI (a ledger row), the job is numbered per shop
 * and the down payment is paid (category SERVICE), all in one transaction.
 */
export async function createService(
  shop: ShopContext,
  user: SessionUser,
  body: api.CreateServiceBody,
): Promise<api.Service> {
  const input = api.createServiceBody.parse(body);
  if (input.dp_rp > input.total) throw badRequest(MSG.dpTooBig);
  checkPayments(input.pembayaran, input.dp_rp);
  const kodes = [...new Set(input.kode_deskripsi)];
  return shop.db.transaction(async (tx) => {
    const tanggal = await openBusinessDay(shop, tx, user);
    if (input.tgl_janji < tanggal) throw badRequest(MSG.janjiBeforeToday);
    await ensureSales(shop, tx, input.kode_sales);
    if (!(await activeMasterData(shop, tx, 'tukang', [input.kode_tukang])).has(input.kode_tukang))
      throw badRequest(MSG.tukangUnknown(input.kode_tukang));
    const descriptions = await activeMasterData(shop, tx, 'parameter-deskripsi-service', kodes);
    const missing = kodes.find((k) => !descriptions.has(k));
    if (missing) throw badRequest(MSG.deskripsiUnknown(missing));
    const deskripsi = kodes.map((k) => String(descriptions.get(k)?.deskripsi ?? k)).join(', ');

    const no = await nextDocumentNumber(shop, tx, DOC_PREFIX.SERVICE, tanggal);
    const [kode_barcode] = (await nextBarcodes(shop, tx, 1)) as [string];
    await insertBarangWithLedger(
      shop,
      tx,
      [
        customerItem({
          kode_barcode,
          nama_barang: input.nama_barang,
          kode_group: '',
          kode_gudang: GUDANG_REPARASI,
          kadar: 0,
          berat: input.berat,
          berat_plastik: 0,
          keterangan: no,
        }),
      ],
      { tanggal, no_tambah: no, input_by: user.user_id, jenis: 'SERVICE' },
    );
    await updateBarang(shop, tx, [kode_barcode], { status: BARANG_DI_SERVICE }, user.user_id);
    const row = await insertService(shop, tx, {
      tanggal,
      no_faktur_service: no,
      ...partyOf(input),
      kode_barcode,
      nama_barang: input.nama_barang,
      berat: String(input.berat),
      kode_deskripsi: kodes,
      deskripsi,
      keterangan: input.keterangan ?? '',
      kode_tukang: input.kode_tukang,
      total_estimasi: input.total,
      total: input.total,
      dp_rp: input.dp_rp,
      tgl_janji: input.tgl_janji,
      input_by: user.user_id,
    });
    await writePayments(shop, tx, input.pembayaran, {
      tanggal,
      kategori: KAS.dp,
      no,
      input_by: user.user_id,
    });
    return toService(row);
  });
}

/** The goldsmith's work is done: the final cost (not below the down payment) and the weight after it. */
export async function completeService(
  shop: ShopContext,
  user: SessionUser,
  body: api.CompleteServiceBody,
): Promise<api.Service> {
  const input = api.completeServiceBody.parse(body);
  return kit.move(
    shop,
    user,
    'selesai',
    input.no_faktur_service,
    () => MSG.notProses,
    async ({ tx, tanggal, row }) => {
      if (input.total < row.dp_rp) throw badRequest(MSG.totalBelowDp);
      return toService(
        await updateService(shop, tx, row.no_faktur_service, {
          total: input.total,
          berat_selesai: String(input.berat_selesai),
          tgl_selesai: tanggal,
          selesai_by: user.user_id,
          status: 'SELESAI',
        }),
      );
    },
  );
}

/** The customer's item must still lie in REPARASI to leave it (pick-up or cancellation). */
async function releaseItem(
  shop: ShopContext,
  tx: Db,
  row: StoredService,
  e: { tanggal: string; jenis: string; status: string; keterangan?: string; user: SessionUser },
) {
  const [item] = await lockBarang(shop, tx, [row.kode_barcode]);
  if (!item || item.kode_gudang !== GUDANG_REPARASI || item.status !== BARANG_DI_SERVICE)
    throw conflict(MSG.itemMoved(row.kode_barcode));
  await writeLedgerFromItems(shop, tx, barcodesIn(shop, [row.kode_barcode]), {
    tanggal: e.tanggal,
    jenis: e.jenis,
    sign: -1,
    no_ref: row.no_faktur_service,
    keterangan: e.keterangan,
    input_by: e.user.user_id,
  });
  await updateBarang(shop, tx, [row.kode_barcode], { status: e.status }, e.user.user_id);
}

/** Pick-up: the rest (total - dp) is paid (category SERVICE AMBIL) and the item leaves REPARASI. */
export async function pickUpService(
  shop: ShopContext,
  user: SessionUser,
  body: api.PickUpServiceBody,
): Promise<api.Service> {
  const input = api.pickUpServiceBody.parse(body);
  return kit.move(
    shop,
    user,
    'ambil',
    input.no_faktur_service,
    () => MSG.notSelesai,
    async ({ tx, tanggal, row }) => {
      checkPayments(input.pembayaran, row.total - row.dp_rp);
      await releaseItem(shop, tx, row, { tanggal, jenis: 'AMBIL SERVICE', status: 'DIAMBIL', user });
      const no = row.no_faktur_service;
      const input_by = user.user_id;
      await writePayments(shop, tx, input.pembayaran, { tanggal, kategori: KAS.ambil, no, input_by });
      return toService(
        await updateService(shop, tx, no, {
          status: 'DIAMBIL',
          tgl_ambil: tanggal,
          bayar_ambil: sumRupiah(input.pembayaran.map((p) => p.jumlah)),
          ambil_by: input_by,
        }),
      );
    },
  );
}

/**
 * Cancels an open job (PROSES or SELESAI) through the document kit: the item is handed back (leaves
 * REPARASI), the down payment is refunded as BATAL SERVICE rows mirroring its SERVICE rows. A job of
 * an earlier business day needs an SPV/OWN authorisation; the kit's row lock makes a second
 * concurrent cancel see BATAL.
 */
export const cancelService = (shop: ShopContext, user: SessionUser, body: api.CancelBody) =>
  kit.cancel(
    shop,
    user,
    {
      reverse: ({ tx, tanggal, rows, alasan }) =>
        releaseItem(shop, tx, rows[0] as StoredService, {
          tanggal,
          jenis: 'BATAL SERVICE',
          status: 'BATAL',
          keterangan: alasan,
          user,
        }),
    },
    body,
  );

export const getService = kit.get;
export const listServices = kit.list;

// ---------------------------------------------------------------------------------------------
// Validasi Service

export const listPendingServices = (shop: ShopContext, kodeSales: string): Promise<api.PendingService[]> =>
  kit.pending(shop, kodeSales, (r) => ({
    kode_sales: r.kode_sales,
    no_faktur_service: r.no_faktur_service,
    nama_customer: r.nama_customer,
    no_hp: r.no_hp,
    dp_rp: r.dp_rp,
    total: r.total,
    no_faktur_group: r.no_faktur_service,
  }));

/** Validates the chosen services in one transaction; none of them validatable: 'Data Gagal Divalidasi'. */
export async function validateServices(shop: ShopContext, body: api.ValidateServiceBody) {
  const input = api.validateServiceBody.parse(body);
  return kit.validate(shop, input.user_id, input.no_services);
}

/** The payment lines of a service (its cash rows: down payment, pick-up, refund). */
export async function servicePayments(shop: ShopContext, no: string): Promise<api.ServicePaymentLine[]> {
  const { no_faktur_service } = await getService(shop, no);
  return (await cashRowsOfTrx(shop, shop.db, no_faktur_service)).map((r) => ({
    jenis: r.jenis,
    jumlah_in: r.jumlah_in,
    jumlah_out: r.jumlah_out,
  }));
}
