import { CheckCircleOutlined, FieldTimeOutlined, PrinterOutlined } from '@ant-design/icons';
import { api, type DocumentRow, formatMoney, formatPercent, formatTanggal, HUTANG } from '@emas/contract';
import { Alert, Button, Card, Descriptions, Flex, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { openApiPdf } from '../../../lib/pdf-window.ts';
import { printDocumentNota } from '../../dokumen/api/dokumen-calls.ts';
import { DocumentLookup } from '../../dokumen/components/document-lookup.tsx';
import { DokumenInvoiceView } from '../../dokumen/components/dokumen-invoice-view.tsx';
import { useHutangQuote } from '../api/hutang-calls.ts';
import { LunasModal, PerpanjangModal } from '../components/redeem-modals.tsx';

const MSG = api.HUTANG_MSG;

/** Why a loan that is not AKTIF cannot be redeemed or extended. */
const closedText = (inv: DocumentRow) =>
  inv.status === 'LUNAS'
    ? `Hutang Sudah Lunas Tanggal ${formatTanggal(String(inv.tgl_lunas ?? ''))}`
    : inv.status === 'LELANG'
      ? MSG.auctioned
      : MSG.notAktif(String(inv.status));

/** The quote of the business day and the two moves of an AKTIF loan. */
function RedeemCard({ inv, number }: { inv: DocumentRow; number: string }) {
  const aktif = inv.status === 'AKTIF';
  const quote = useHutangQuote(aktif ? number : null);
  const q = quote.data;
  const [action, setAction] = useState<'lunas' | 'perpanjang' | null>(null);
  const print = (
    <Button icon={<PrinterOutlined />} onClick={() => void printDocumentNota(HUTANG, [number], true)}>
      Cetak Nota
    </Button>
  );

  if (!aktif)
    return (
      <Card size="small" title="Pelunasan / Perpanjangan">
        <Flex vertical gap={12} align="flex-start">
          <Alert type="info" showIcon title={closedText(inv)} data-testid="penebusan-closed" />
          <Flex gap={8}>
            {print}
            {inv.status === 'LUNAS' && (
              <Button
                icon={<PrinterOutlined />}
                onClick={() =>
                  void openApiPdf(
                    api.hutangBayarNotaPdf.path,
                    { no_faktur: number, reprint: '1' },
                    `NOTA PELUNASAN HUTANG ${number}.pdf`,
                  )
                }
              >
                Cetak Nota Pelunasan
              </Button>
            )}
          </Flex>
        </Flex>
      </Card>
    );
  return (
    <Card
      size="small"
      title="Pelunasan / Perpanjangan"
      extra={q?.terlambat ? <Tag color="red">TERLAMBAT</Tag> : <Tag color="blue">BELUM JATUH TEMPO</Tag>}
    >
      {!q ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin />
        </Flex>
      ) : (
        <Flex vertical gap={12} data-testid="penebusan-quote">
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              { key: 'tgl', label: 'Tanggal Hutang', children: formatTanggal(q.tgl_hutang) },
              { key: 'awal', label: 'Awal Bunga', children: formatTanggal(q.tgl_bunga) },
              { key: 'tempo', label: 'Jatuh Tempo', children: formatTanggal(q.tgl_tempo) },
              { key: 'lunas', label: 'Tanggal Pelunasan', children: formatTanggal(q.tgl_lunas) },
              {
                key: 'hari',
                label: 'Lama Pinjam (Hari)',
                children: (
                  <span data-testid="quote-hari">{`${q.lama_pinjam} (minimal ${q.minimal_hari})`}</span>
                ),
              },
              {
                key: 'bunga',
                label: 'Bunga',
                children: `${formatPercent(q.bunga)} % / hari · ${formatPercent(q.bunga_bulan)} % / bulan`,
              },
              { key: 'pokok', label: 'Pokok', children: formatMoney(q.jumlah_hutang) },
              {
                key: 'dihitung',
                label: 'Bunga Dihitung',
                children: <span data-testid="quote-bunga">{formatMoney(q.bunga_pinjam)}</span>,
              },
              {
                key: 'total',
                label: 'Total Pelunasan',
                children: <b data-testid="quote-total">{formatMoney(q.total_bayar)}</b>,
              },
            ]}
          />
          <Flex gap={8} wrap>
            <Button type="primary" icon={<CheckCircleOutlined />} onClick={() => setAction('lunas')}>
              Lunas
            </Button>
            <Button icon={<FieldTimeOutlined />} onClick={() => setAction('perpanjang')}>
              Perpanjang
            </Button>
            {print}
          </Flex>
        </Flex>
      )}
      {q && action === 'lunas' && <LunasModal quote={q} open onClose={() => setAction(null)} />}
      {q && action === 'perpanjang' && (
        <PerpanjangModal quote={q} open term={Number(inv.lama_pinjam) || 1} onClose={() => setAction(null)} />
      )}
    </Card>
  );
}

/**
 * Penebusan Hutang: a loan found by its number (or opened from Lihat Hutang), its pieces and payment
 * history, the interest computed for the business day by the contract's rule, and the two moves:
 * Lunas (redeem) and Perpanjang (pay the interest so far, new due date). Both print the nota.
 */
export function PenebusanHutangPage() {
  const [params] = useSearchParams();
  return (
    <PageFrame title="Penebusan Hutang">
      <DocumentLookup kind={HUTANG} idPrefix="penebusan-hutang" initial={params.get('no')}>
        {(inv, number) => (
          <Flex vertical gap={16}>
            <RedeemCard key={number} inv={inv} number={number} />
            <DokumenInvoiceView kind={HUTANG} invoice={inv} />
          </Flex>
        )}
      </DocumentLookup>
    </PageFrame>
  );
}
