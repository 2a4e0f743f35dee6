import { LAPORAN_AKTIVITAS_TIMBANG_BAKI } from '@emas/contract';
import { timbangActivity } from '../barang/barang.service.ts';
import { registerOneBatchSource } from './report-registry.ts';

/** Laporan Aktivitas Timbang Baki: one day's weighings and resets (at most 5,000, one batch). */
registerOneBatchSource(LAPORAN_AKTIVITAS_TIMBANG_BAKI, (shop, params) => timbangActivity(shop, params));
