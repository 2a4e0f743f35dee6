import { bookAtHeadOffice, type ReportBookDef, type ReportDef, reportAtHeadOffice } from '@emas/contract';
import { isHeadOffice, useSession } from '../../../lib/session.ts';

/**
 * Head office with no shop picked in its header runs a branch report over every shop: the report with
 * the shop filter (SEMUA TOKO first), as head office's server answers it (reportAtHeadOffice). A picked
 * shop answers for itself through head office's proxy: the report as declared.
 */
function useOverShops(): boolean {
  const { user, pickedShop } = useSession();
  return isHeadOffice(user) && !pickedShop;
}

export function useReportAtShop(def: ReportDef): ReportDef {
  return useOverShops() ? reportAtHeadOffice(def) : def;
}

export function useBookAtShop(book: ReportBookDef): ReportBookDef {
  return useOverShops() ? bookAtHeadOffice(book) : book;
}
