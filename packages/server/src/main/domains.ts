import { registerAkunRoutes } from '../domains/akun/akun.routes.ts';
import { registerAuthRoutes } from '../domains/auth/auth.routes.ts';
import { registerBarangRoutes } from '../domains/barang/barang.routes.ts';
import { registerBarangManualRoutes } from '../domains/barang-manual/barang-manual.routes.ts';
import { registerCetakBarcodeRoutes } from '../domains/cetak-barcode/cetak-barcode.routes.ts';
import { registerCicilanRoutes } from '../domains/cicilan/cicilan.routes.ts';
import { registerDashboardRoutes } from '../domains/dashboard/dashboard.routes.ts';
import { registerExportCsvRoutes } from '../domains/export-csv/export-csv.routes.ts';
import { registerExternalRoutes } from '../domains/external/external.routes.ts';
import { registerFingerprintRoutes } from '../domains/fingerprint/fingerprint.routes.ts';
import { registerHargaEmasRoutes } from '../domains/harga-emas/harga-emas.routes.ts';
import { registerHutangRoutes } from '../domains/hutang/hutang.routes.ts';
import { registerLelangHutangRoutes } from '../domains/hutang/lelang.routes.ts';
import { registerKasRoutes } from '../domains/kas/kas.routes.ts';
import { registerKatalogRoutes } from '../domains/katalog/katalog.routes.ts';
import { registerKirimBarangRoutes } from '../domains/kirim-barang/kirim-barang.routes.ts';
import { startShopOutbox } from '../domains/kirim-barang/shop-outbox.ts';
import { registerKuponRoutes } from '../domains/kupon/kupon.routes.ts';
import { registerLaporanRoutes } from '../domains/laporan/laporan.routes.ts';
import { registerMarketplaceRoutes } from '../domains/marketplace/marketplace.routes.ts';
import { registerMasterRoutes } from '../domains/master/master.routes.ts';
import { registerMemberRoutes } from '../domains/member/member.routes.ts';
import { registerNotaRoutes } from '../domains/nota/nota.routes.ts';
import { registerOtorisasiRoutes } from '../domains/otorisasi/otorisasi.routes.ts';
import { startOutboxWorker } from '../domains/outbox/outbox.worker.ts';
import { registerPembelianRoutes } from '../domains/pembelian/pembelian.routes.ts';
import { registerPenjualanRoutes } from '../domains/penjualan/penjualan.routes.ts';
import { registerPesananRoutes } from '../domains/pesanan/pesanan.routes.ts';
import { registerPreOrderRoutes } from '../domains/pre-order/pre-order.routes.ts';
import { registerSepuhanRoutes } from '../domains/sepuhan/sepuhan.routes.ts';
import { registerServiceRoutes } from '../domains/service/service.routes.ts';
import { registerSetupTokoRoutes } from '../domains/setup-toko/setup-toko.routes.ts';
import { registerRfidRoutes } from '../domains/stock-opname/rfid.routes.ts';
import { registerStockOpnameRoutes } from '../domains/stock-opname/stock-opname.routes.ts';
import { resumeClosingBackup } from '../domains/system/closing-backup.ts';
import { registerSystemRoutes } from '../domains/system/system.routes.ts';
import { registerTitipSimpanRoutes } from '../domains/titip-simpan/titip-simpan.routes.ts';
import { attachActivityRelay } from '../domains/toko/activity-relay.ts';
import { registerTokoRoutes } from '../domains/toko/toko.routes.ts';
import { registerUserRoutes } from '../domains/users/users.routes.ts';
import { registerWhatsappRoutes } from '../domains/whatsapp/whatsapp.routes.ts';
import type { ShopDomains } from '../platform/app.ts';

/**
 * The shop's domains, in the order their routes are registered, and what they run beside the routes:
 * head office's activity relay, the closing backup a dead process left unfinished, the outbox workers.
 */
export const shopDomains: ShopDomains = {
  registerRoutes(deps) {
    registerAuthRoutes(deps);
    registerUserRoutes(deps);
    registerSystemRoutes(deps);
    registerTokoRoutes(deps);
    registerDashboardRoutes(deps);
    registerMasterRoutes(deps);
    registerHargaEmasRoutes(deps);
    registerBarangRoutes(deps);
    registerCetakBarcodeRoutes(deps);
    registerLaporanRoutes(deps);
    registerExportCsvRoutes(deps);
    registerStockOpnameRoutes(deps);
    registerRfidRoutes(deps);
    registerSepuhanRoutes(deps);
    registerOtorisasiRoutes(deps);
    registerFingerprintRoutes(deps);
    registerAkunRoutes(deps);
    registerPenjualanRoutes(deps);
    registerKuponRoutes(deps);
    registerPembelianRoutes(deps);
    registerKasRoutes(deps);
    registerMemberRoutes(deps);
    registerKatalogRoutes(deps);
    registerNotaRoutes(deps);
    registerServiceRoutes(deps);
    registerPesananRoutes(deps);
    registerHutangRoutes(deps);
    registerCicilanRoutes(deps);
    registerLelangHutangRoutes(deps);
    registerTitipSimpanRoutes(deps);
    registerPreOrderRoutes(deps);
    registerBarangManualRoutes(deps);
    registerExternalRoutes(deps);
    registerMarketplaceRoutes(deps);
    registerWhatsappRoutes(deps);
    registerKirimBarangRoutes(deps);
    registerSetupTokoRoutes(deps);
  },

  async start({ app, shop, live }, failed) {
    const relay = shop.appType === 'PUSAT' ? attachActivityRelay(shop, live) : null;
    // A closing whose backup the process did not finish writing (it died) gets it now.
    if (shop.config.backupDir)
      await resumeClosingBackup(shop, shop.config.backupDir).catch((err) =>
        app.log.error({ err }, 'closing backup at start failed'),
      );
    // Calls to outside providers (WhatsApp, the external web shop) leave through the outbox, retried.
    const outboxWorker = startOutboxWorker(shop, failed('outbox worker failed'));
    // Calls to other shops (goods shipped) wait in the outbox until the other shop confirmed them.
    const outbox = startShopOutbox(shop, failed('shop outbox round failed'));
    return {
      stop: () => {
        outbox.close();
        const workers = Promise.all([outboxWorker.stop(), outbox.drain()]).then(() => undefined);
        relay?.close();
        return workers;
      },
    };
  },
};
