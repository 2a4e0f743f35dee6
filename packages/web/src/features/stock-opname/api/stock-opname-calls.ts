import {
  finishOpname,
  getOpname,
  type OpnameReportQuery,
  opnameReport,
  scanOpname,
  startOpname,
} from '@emas/contract/api/stock-opname';
import { useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client.ts';

/** The page shows the server's message itself (a refused start may name the open count). */
export const startStockOpname = (body: { kode_gudang: string; kode_baki?: string }) =>
  call(startOpname, { body, quiet: true });

export const scanStockOpname = (id: number, kode_barcode: string) =>
  call(scanOpname, { params: { id }, body: { kode_barcode }, quiet: true });

export const finishStockOpname = (id: number) => call(finishOpname, { params: { id } });

export const fetchStockOpname = (id: number) => callData(getOpname, { params: { id } });

/** The counts started in a date range (none asked before 'Tampilkan'). */
export const useOpnameReport = (q: OpnameReportQuery | null) =>
  useQuery({
    queryKey: ['stock-opname', 'report', q],
    queryFn: ({ signal }) => callData(opnameReport, { query: q as OpnameReportQuery, signal }),
    enabled: !!q,
    staleTime: 0,
  });
