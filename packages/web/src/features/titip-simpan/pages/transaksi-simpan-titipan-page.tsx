import { TITIP_SIMPAN } from '@emas/contract';
import { Flex, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { DocumentLookup } from '../../dokumen/components/document-lookup.tsx';
import { DokumenInvoiceView } from '../../dokumen/components/dokumen-invoice-view.tsx';
import { SettleCard } from '../components/settle-card.tsx';
import { TitipForm } from '../components/titip-form.tsx';

/**
 * Transaksi Titip Simpan: a new deposit, or (tab 'Pelunasan / Peremajaan', opened from Lihat Titip
 * Simpan with ?no=) a deposit found by its number with what settling it today costs, paid off
 * (PELUNASAN) or renewed (PEREMAJAAN).
 */
export function TransaksiSimpanTitipanPage() {
  const [params, setParams] = useSearchParams();
  const no = params.get('no');
  return (
    <PageFrame title="Transaksi Titip Simpan">
      <Tabs
        activeKey={no !== null ? 'lunas' : 'baru'}
        onChange={(k) => setParams(k === 'lunas' ? { no: '' } : {})}
        items={[
          { key: 'baru', label: 'Titip Simpan Baru', children: <TitipForm /> },
          {
            key: 'lunas',
            label: 'Pelunasan / Peremajaan',
            children: (
              <DocumentLookup kind={TITIP_SIMPAN} idPrefix="lunas-titip" initial={no || null}>
                {(inv, number) => (
                  <Flex vertical gap={16}>
                    <SettleCard key={number} inv={inv} number={number} />
                    <DokumenInvoiceView kind={TITIP_SIMPAN} invoice={inv} />
                  </Flex>
                )}
              </DocumentLookup>
            ),
          },
        ]}
      />
    </PageFrame>
  );
}
