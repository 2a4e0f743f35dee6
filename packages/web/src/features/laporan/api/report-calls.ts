import {
  api,
  type MasterOption,
  MSG,
  masterApi,
  masterByKey,
  type NestedReportRow,
  PDF_DOWNLOAD_THRESHOLD,
  type ReportBookData,
  type ReportBookDef,
  type ReportData,
  type ReportDef,
  type ReportFileFormat,
  type ReportParams,
  unnestRows,
} from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import { showError } from '../../../components/ui/notify.tsx';
import { apiBase, call, callData } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-file.ts';
import { getUser } from '../../../lib/session.ts';

export type ReportAnswer = { data: ReportData; count: number; message?: string };

export const reportKey = (def: ReportDef, params: ReportParams | null) =>
  ['laporan', def.key, params] as const;

/** The report's rows and totals for the screen (errors: the server's text, shown by the client). */
export const useReport = (def: ReportDef, params: ReportParams | null) =>
  useQuery({
    queryKey: reportKey(def, params),
    enabled: params !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    queryFn: async ({ signal }): Promise<ReportAnswer> => {
      const res = await call(def.endpoint, {
        query: { ...(params ?? {}), format: 'json' },
        signal,
        timeoutMs: 120_000,
      });
      // A nesting report answers its records nested (the document's shape); the table shows its lines.
      const data = def.nest
        ? { ...res.data, rows: unnestRows(def.nest, res.data.rows as unknown as NestedReportRow[]) }
        : res.data;
      return { data, count: res.count ?? data.rows.length, message: res.message };
    },
  });

/** The active rows of a master as filter choices (none when the user may not read them). */
export const useMasterChoices = (masterKey: string | undefined) =>
  useQuery({
    queryKey: ['master', masterKey ?? '', 'options'],
    enabled: !!masterKey && !!masterByKey(masterKey),
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<MasterOption[]> => {
      const def = masterByKey(masterKey ?? '');
      if (!def) return [];
      try {
        return await callData(masterApi(def).options, { signal, quiet: true });
      } catch {
        return [];
      }
    },
  });

/** The shops of head office's master list (a branch usually has none: then only its own shop). */
export const useTokoChoices = () =>
  useQuery({
    queryKey: ['master-toko', 'choices'],
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<api.MasterToko[]> => {
      try {
        return await callData(api.listMasterToko, { signal, quiet: true });
      } catch {
        return [];
      }
    },
  });

const FILE_TYPES: Record<ReportFileFormat, string> = { pdf: 'pdf', xlsx: 'xlsx', csv: 'csv' };
/** Excel export starts this long after the click (documents 2 and 3, section 1). */
export const EXCEL_DELAY_MS = 100;

async function errorText(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { message?: string };
    return body.message || MSG.requestFailed;
  } catch {
    return MSG.requestFailed;
  }
}

/**
 * The report as a file, fetched with the session's token (through head office's proxy when a shop
 * is picked). A PDF of at most 500 detail lines opens in a new window; a longer one, Excel and CSV
 * are saved under the report's file name.
 */
export async function downloadReport(
  def: Pick<ReportDef, 'path' | 'fileName'>,
  format: ReportFileFormat,
  params: ReportParams,
  detailRows: number,
): Promise<void> {
  const open = format === 'pdf' && detailRows <= PDF_DOWNLOAD_THRESHOLD;
  // Opened now, inside the click, so that pop-up blockers let it through; filled when the file is here.
  const win = open ? window.open('', '_blank') : null;
  if (format === 'xlsx') await new Promise((r) => window.setTimeout(r, EXCEL_DELAY_MS));
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') qs.set(k, v);
  qs.set('format', format);
  const headers: Record<string, string> = {};
  const token = getUser()?.token;
  if (token) headers.token = token;
  try {
    const res = await fetch(`${apiBase()}${def.path}?${qs}`, { headers });
    if (!res.ok) {
      win?.close();
      showError(await errorText(res));
      return;
    }
    const blob = await res.blob();
    const fileName = `${def.fileName}.${FILE_TYPES[format]}`;
    if (win) {
      const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
      win.location.href = url;
      window.setTimeout(() => URL.revokeObjectURL(url), 10 * 60_000);
    } else saveBlob(blob, fileName);
  } catch {
    win?.close();
    showError(MSG.connectionProblem);
  }
}

export type ReportBookAnswer = { data: ReportBookData; count: number; message?: string };

/** Every table of a book for the screen, in one call. */
export const useReportBook = (book: ReportBookDef, params: ReportParams | null) =>
  useQuery({
    queryKey: ['laporan-book', book.key, params] as const,
    enabled: params !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    queryFn: async ({ signal }): Promise<ReportBookAnswer> => {
      const res = await call(book.endpoint, {
        query: { ...(params ?? {}), format: 'json' },
        signal,
        timeoutMs: 120_000,
      });
      return { data: res.data, count: res.count ?? 0, message: res.message };
    },
  });
