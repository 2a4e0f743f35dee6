import { type FailedShop, failedShopText } from '@emas/contract';
import { Alert } from 'antd';

/**
 * Head office's merged report: a warning per shop that did not answer ('TK2 (Toko Depok): Data Gagal
 * Dimuat'), above the other shops' rows; its rows are missing from the totals, never read as zero.
 */
export function FailedShopsAlert({
  failed,
  testId = 'laporan-gagal',
}: {
  failed: readonly FailedShop[] | undefined;
  /** Each alert's test id, followed by the shop's code. */
  testId?: string;
}) {
  if (!failed?.length) return null;
  return (
    <>
      {failed.map((f) => (
        <Alert
          key={f.kode_toko}
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid={`${testId}-${f.kode_toko}`}
          title={failedShopText(f)}
        />
      ))}
    </>
  );
}

/** The shops that did not answer in any of a book's parts, each once (its first message). */
export function failedInParts(parts: readonly { data: { failed?: FailedShop[] } }[]): FailedShop[] {
  const byShop = new Map<string, FailedShop>();
  for (const p of parts)
    for (const f of p.data.failed ?? []) if (!byShop.has(f.kode_toko)) byShop.set(f.kode_toko, f);
  return [...byShop.values()];
}
