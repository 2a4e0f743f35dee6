import { api, TITIP_SIMPAN } from '@emas/contract';
import { Flex } from 'antd';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { CancelCard, type CancelRule } from '../../dokumen/components/cancel-card.tsx';
import { DocumentLookup } from '../../dokumen/components/document-lookup.tsx';
import { DokumenInvoiceView } from '../../dokumen/components/dokumen-invoice-view.tsx';
import { batalLunasTitip, refreshTitip } from '../api/titip-calls.ts';

const MSG = api.TITIP_MSG;
const move = TITIP_SIMPAN.transitions.find((t) => t.action === 'batal-lunas');

/** batal-lunas (declared on the kind TITIP_SIMPAN): the last settlement reversed, always authorised. */
const BATAL_LUNAS: CancelRule = {
  title: 'Batal Titipan Lunas',
  from: move?.from ?? ['LUNAS'],
  otorisasi: { kind: move?.otorisasi ?? api.OTORISASI.BATAL_LUNAS_TITIP_SIMPAN, when: 'always' },
  call: async ({ number, alasan, id_otorisasi }) => {
    const res = await batalLunasTitip({ no_faktur_titip_simpan: number, alasan, id_otorisasi });
    void refreshTitip();
    return res;
  },
  done: MSG.lunasCancelled,
  notAllowed: (doc) => MSG.notAktif(String(doc.status)),
  blocked: (doc) =>
    doc.status === 'AKTIF' && Number(doc.jumlah_peremajaan) === 0 ? MSG.noSettlement : undefined,
  note: (doc) =>
    doc.status === 'LUNAS'
      ? 'Uang Pelunasan Dikembalikan Dan Barang Titipan Kembali Ke Gudang TITIP'
      : 'Uang Peremajaan Dikembalikan Dan Jatuh Tempo Kembali Seperti Sebelumnya',
};

/** Batal Titipan Lunas: find a deposit, see its pieces and settlements, give the reason, authorise. */
export function BatalTitipanLunasPage() {
  return (
    <PageFrame title="Batal Titipan Lunas">
      <DocumentLookup kind={TITIP_SIMPAN} idPrefix="batal-titipan-lunas">
        {(inv, number) => (
          <Flex vertical gap={16}>
            <DokumenInvoiceView kind={TITIP_SIMPAN} invoice={inv} />
            <CancelCard key={number} kind={TITIP_SIMPAN} inv={inv} number={number} rule={BATAL_LUNAS} />
          </Flex>
        )}
      </DocumentLookup>
    </PageFrame>
  );
}
