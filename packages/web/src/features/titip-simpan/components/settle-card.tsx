import { CheckCircleOutlined, PrinterOutlined, SyncOutlined } from '@ant-design/icons';
import {
  addDays,
  api,
  type DocumentRow,
  formatMoney,
  formatPercent,
  formatTanggal,
  TITIP_SIMPAN,
} from '@emas/contract';
import { Alert, Button, Card, Descriptions, Flex, Spin, Tag } from 'antd';
import { useState } from 'react';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { Field } from '../../../components/ui/form-field.tsx';
import { printDocumentNota } from '../../dokumen/api/dokumen-calls.ts';
import { PaymentFields, type PaymentValues, toPayments } from '../../dokumen/components/payment-fields.tsx';
import { StateChangeModal } from '../../dokumen/components/state-change-modal.tsx';
import { lunasTitip, refreshTitip, usePelunasanQuote } from '../api/titip-calls.ts';

const MSG = api.TITIP_MSG;
type Values = PaymentValues<(typeof api.JENIS_BAYAR_TEBUS)[number]> & { tgl_tempo?: string };

/** The quote of the business day and the two settlements of an AKTIF deposit: PELUNASAN, PEREMAJAAN. */
export function SettleCard({ inv, number }: { inv: DocumentRow; number: string }) {
  const aktif = inv.status === 'AKTIF';
  const quote = usePelunasanQuote(aktif ? number : null);
  const q = quote.data;
  const [jenis, setJenis] = useState<api.JenisPelunasan | null>(null);
  const print = (
    <Button icon={<PrinterOutlined />} onClick={() => void printDocumentNota(TITIP_SIMPAN, [number], true)}>
      Cetak Nota
    </Button>
  );
  if (!aktif)
    return (
      <Card size="small" title="Pelunasan / Peremajaan">
        <Flex vertical gap={12} align="flex-start">
          <Alert type="info" showIcon title={MSG.notAktif(String(inv.status))} data-testid="titip-closed" />
          {print}
        </Flex>
      </Card>
    );
  const term = Math.max(1, Number(inv.lama_pinjam) || api.LAMA_TITIP_DEFAULT);
  return (
    <Card
      size="small"
      title="Pelunasan / Peremajaan"
      extra={q && q.hari_terlambat > 0 ? <Tag color="red">TERLAMBAT {q.hari_terlambat} HARI</Tag> : null}
    >
      {!q ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin />
        </Flex>
      ) : (
        <Flex vertical gap={12} data-testid="titip-quote">
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              { key: 'awal', label: 'Awal Titip', children: formatTanggal(q.tgl_bunga) },
              { key: 'tempo', label: 'Jatuh Tempo', children: formatTanggal(q.tgl_tempo) },
              { key: 'hari', label: 'Lama (Hari)', children: q.lama_pinjam },
              { key: 'pokok', label: 'Jumlah Titip Simpan', children: formatMoney(q.jumlah_titip_simpan) },
              {
                key: 'bunga',
                label: `Bunga (${formatPercent(q.bunga)} % / hari)`,
                children: formatMoney(q.bunga_pinjam),
              },
              { key: 'biaya', label: 'Biaya', children: formatMoney(q.biaya) },
              { key: 'denda', label: 'Denda Keterlambatan', children: formatMoney(q.denda_keterlambatan) },
              {
                key: 'remaja',
                label: 'Total Peremajaan',
                children: <b data-testid="quote-peremajaan">{formatMoney(q.total_peremajaan)}</b>,
              },
              {
                key: 'lunas',
                label: 'Total Pelunasan',
                children: <b data-testid="quote-pelunasan">{formatMoney(q.total_pelunasan)}</b>,
              },
            ]}
          />
          <Flex gap={8} wrap>
            <Button type="primary" icon={<CheckCircleOutlined />} onClick={() => setJenis('PELUNASAN')}>
              Pelunasan
            </Button>
            <Button icon={<SyncOutlined />} onClick={() => setJenis('PEREMAJAAN')}>
              Peremajaan
            </Button>
            {print}
          </Flex>
        </Flex>
      )}
      {q && jenis && (
        <StateChangeModal<Values, api.TitipPelunasan>
          kind={TITIP_SIMPAN}
          doc={q}
          title={jenis === 'PELUNASAN' ? 'Pelunasan Titip Simpan' : 'Peremajaan Titip Simpan'}
          okText={jenis === 'PELUNASAN' ? 'Lunas' : 'Peremajaan'}
          testId="titip-settle-form"
          initialValues={{
            jenis: 'CASH',
            tgl_tempo: addDays([q.tanggal, q.tgl_tempo].sort()[1] as string, term),
          }}
          summary={[
            { label: 'Customer', value: q.nama_customer },
            {
              label: 'Total Bayar',
              value: jenis === 'PELUNASAN' ? q.total_pelunasan : q.total_peremajaan,
              format: 'rupiah',
              testId: 'settle-total',
            },
          ]}
          successMessage={jenis === 'PELUNASAN' ? MSG.lunas : MSG.peremajaan}
          onClose={() => setJenis(null)}
          submit={async (no, v) => {
            const total = jenis === 'PELUNASAN' ? q.total_pelunasan : q.total_peremajaan;
            const res = await lunasTitip({
              no_faktur_titip_simpan: no,
              jenis_pelunasan: jenis,
              tgl_tempo: jenis === 'PEREMAJAAN' ? v.tgl_tempo : undefined,
              pembayaran: toPayments(v, total),
            });
            void refreshTitip();
            void printDocumentNota(TITIP_SIMPAN, [no], false);
            return res;
          }}
        >
          {jenis === 'PEREMAJAAN' && (
            <Field name="tgl_tempo" label="Jatuh Tempo Baru" required={MSG.newTempoRequired}>
              <DatePickerField minDate={addDays(q.tanggal, 1)} />
            </Field>
          )}
          <PaymentFields kinds={api.JENIS_BAYAR_TEBUS} />
        </StateChangeModal>
      )}
    </Card>
  );
}
