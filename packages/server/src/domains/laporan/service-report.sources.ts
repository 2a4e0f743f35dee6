import { LAPORAN_SERVICE, type ReportRow } from '@emas/contract';
import { findBusinessDay } from '../system/business-day.ts';
import { registerReportSource } from './report-registry.ts';
import { serviceReport } from './service-report.queries.ts';

const str = (v: unknown) => String(v ?? '');

/** Laporan Service: one query (a period's repairs), overdue first in each state or goldsmith. */
registerReportSource(LAPORAN_SERVICE.key, async function* ({ shop, params }) {
  const rows = await serviceReport(shop, {
    from: str(params.tgl_awal),
    to: str(params.tgl_akhir),
    today: await findBusinessDay(shop),
    status: params.status,
    kode_tukang: params.kode_tukang,
    groupBy: str(params.group_by),
  });
  if (rows.length)
    yield rows.map((r) => ({
      ...r,
      total: Number(r.total),
      dp_rp: Number(r.dp_rp),
      sisa_rp: Number(r.sisa_rp),
    })) as unknown as ReportRow[];
});
