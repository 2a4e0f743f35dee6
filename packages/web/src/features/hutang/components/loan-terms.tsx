import { type api, formatMoney, formatPercent, formatTanggal, quoteInterest } from '@emas/contract';
import { Alert, Descriptions, Flex, Spin, Statistic } from 'antd';

type Props = {
  terms: api.HutangPlafond | undefined;
  loading: boolean;
  jumlah: number;
  tglTempo: string | undefined;
};

/**
 * What the loan is lent on: the plafond of the pieces (live), the rate band of the amount with its
 * monthly rate, minimum days and rounding (snapshotted on the loan when it is saved), and the
 * interest due on the due date by the contract's rule.
 */
export function LoanTerms({ terms, loading, jumlah, tglTempo }: Props) {
  if (!terms)
    return loading ? (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    ) : (
      <Alert type="info" showIcon title="Isi Barang Jaminan Untuk Melihat Plafond" />
    );
  const over = jumlah > terms.plafond;
  const dueInterest =
    terms.bunga !== null && jumlah > 0 && tglTempo && tglTempo > terms.tgl_hutang
      ? quoteInterest(
          {
            jumlah_hutang: jumlah,
            bunga: terms.bunga,
            minimal_hari: terms.minimal_hari ?? 1,
            pembulatan: terms.pembulatan,
            tgl_bunga: terms.tgl_hutang,
          },
          tglTempo,
        )
      : null;
  return (
    <Flex vertical gap={8} data-testid="hutang-terms">
      <Spin spinning={loading} size="small">
        <Flex gap={24} wrap>
          <Statistic
            title="Plafond"
            prefix="Rp"
            value={formatMoney(terms.plafond)}
            styles={{ content: { fontSize: 24, fontWeight: 600, color: over ? '#cf1322' : undefined } }}
          />
          <Statistic title="Saran Pokok" prefix="Rp" value={formatMoney(terms.pokok_saran)} />
        </Flex>
        <span data-testid="hutang-plafond" hidden>
          {terms.plafond}
        </span>
      </Spin>
      {over && (
        <Alert
          type="warning"
          showIcon
          title={`Melebihi Plafond ${formatMoney(terms.plafond)}: Butuh Otorisasi`}
        />
      )}
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          {
            key: 'bunga',
            label: 'Bunga',
            children:
              terms.bunga === null ? (
                <span style={{ color: '#cf1322' }}>Parameter Bunga Belum Diisi</span>
              ) : (
                <span data-testid="hutang-bunga">
                  {formatPercent(terms.bunga)} % / hari · {formatPercent(terms.bunga_bulan ?? 0)} % / bulan (
                  {terms.kode_bunga})
                </span>
              ),
          },
          {
            key: 'minimal',
            label: 'Minimal / Pembulatan',
            children: `${terms.minimal_hari ?? '-'} hari · Rp ${formatMoney(terms.pembulatan)}`,
          },
          {
            key: 'lama',
            label: 'Lama Pinjam',
            children: `${terms.lama_pinjam} hari${terms.lama_pinjam_maks ? ` (maks. ${terms.lama_pinjam_maks})` : ''}`,
          },
          {
            key: 'jatuh-tempo',
            label: 'Bunga s/d Jatuh Tempo',
            children: dueInterest ? (
              <span data-testid="hutang-bunga-tempo">
                Rp {formatMoney(dueInterest.bunga_pinjam)} ({dueInterest.lama_pinjam} hari, s/d{' '}
                {formatTanggal(tglTempo ?? '')})
              </span>
            ) : (
              '-'
            ),
          },
        ]}
      />
    </Flex>
  );
}
