import { api, HUTANG } from '@emas/contract';
import { Flex } from 'antd';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { CancelCard, type CancelRule } from '../../dokumen/components/cancel-card.tsx';
import { DocumentLookup } from '../../dokumen/components/document-lookup.tsx';
import { DokumenInvoiceView } from '../../dokumen/components/dokumen-invoice-view.tsx';
import { batalLunasHutang, refreshHutang } from '../api/hutang-calls.ts';

const MSG = api.HUTANG_MSG;
const move = HUTANG.transitions.find((t) => t.action === 'batal-lunas');

/** batal-lunas (declared on the kind HUTANG): LUNAS back to AKTIF, always with its authorisation. */
const BATAL_LUNAS: CancelRule = {
  title: 'Batal Lunas Hutang',
  from: move?.from ?? ['LUNAS'],
  otorisasi: { kind: move?.otorisasi ?? api.OTORISASI.BATAL_LUNAS_HUTANG, when: 'always' },
  call: async ({ number, alasan, id_otorisasi }) => {
    const res = await batalLunasHutang({ no_faktur_hutang: number, alasan, id_otorisasi });
    void refreshHutang();
    return res;
  },
  done: MSG.lunasCancelled,
  notAllowed: (doc) => (doc.status === 'AKTIF' ? MSG.notLunas : MSG.notAktif(String(doc.status))),
  note: () => 'Uang Pelunasan Dikembalikan Dan Barang Jaminan Kembali Ke Gudang TITIP',
};

/** Batal Lunas Hutang: find a redeemed loan, see its pieces and payments, give the reason, authorise. */
export function BatalLunasHutangPage() {
  return (
    <PageFrame title="Batal Lunas Hutang">
      <DocumentLookup kind={HUTANG} idPrefix="batal-lunas-hutang">
        {(inv, number) => (
          <Flex vertical gap={16}>
            <DokumenInvoiceView kind={HUTANG} invoice={inv} />
            <CancelCard key={number} kind={HUTANG} inv={inv} number={number} rule={BATAL_LUNAS} />
          </Flex>
        )}
      </DocumentLookup>
    </PageFrame>
  );
}
