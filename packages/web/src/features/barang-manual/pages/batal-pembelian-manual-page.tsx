import { api, formatGram, formatMoney } from '@emas/contract';

type PembelianManualValid = api.PembelianManualValid;

import { Button, Col, Flex, Form, Input, Row, Table } from 'antd';
import { useState } from 'react';
import { showError, toast } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { WhyDisabled } from '../../../components/ui/why-disabled.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchValidBeli, refreshStock, saveBatalBeli } from '../api/barang-manual-calls.ts';
import { gramColumn, moneyColumn } from '../components/line-columns.tsx';
import { SubmitCol } from '../components/line-fields.tsx';

const MSG = api.BARANG_MANUAL_MSG;

/**
 * Batal Pembelian Manual (document 2): the typed invoice (trimmed, upper-cased) is looked up once it
 * has 15 characters (else the read-only fields clear); Tambah adds it to a local list ('No Faktur Tidak
 * Boleh Kosong' when empty, 'No Faktru Sudah Ada Di Tabel' for an invoice group already listed); Clear
 * Barang empties the list; Simpan Batal cancels them in one call ('Pembelian Manual Berhasil Di Batal').
 */
export function BatalPembelianManualPage() {
  const [no, setNo] = useState('');
  const [found, setFound] = useState<PembelianManualValid | null>(null);
  const [list, setList] = useState<PembelianManualValid[]>([]);
  const [busy, setBusy] = useState(false);

  const lookUp = async (typed: string) => {
    const v = typed.trim().toUpperCase();
    setNo(v);
    if (v.length < api.FAKTUR_BELI_MANUAL_MIN) {
      setFound(null);
      return;
    }
    try {
      setFound(await fetchValidBeli(v));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setFound(null);
    }
  };
  const tambah = () => {
    if (!no) return showError(MSG.fakturEmpty);
    if (!found) return showError(MSG.notFound);
    if (list.some((l) => l.no_faktur_group === found.no_faktur_group)) return showError(MSG.fakturTwice);
    setList((l) => [...l, found]);
    setNo('');
    setFound(null);
  };
  const simpan = async () => {
    setBusy(true);
    try {
      const res = await saveBatalBeli({ no_faktur_belis: list.map((l) => l.no_faktur_beli) });
      toast.success(res.message ?? MSG.purchaseCancelled);
      setList([]);
      void refreshStock();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };
  const shown = (v: string | number | undefined) => (found ? v : '');

  return (
    <PageFrame title="Batal Pembelian Manual">
      <Flex vertical gap={12}>
        <Form layout="vertical" autoComplete="off" onFinish={tambah}>
          <Row gutter={12} align="bottom">
            <Col xs={24} md={5}>
              <Form.Item label="No Faktur" htmlFor="batal-beli-manual-no">
                <Input
                  id="batal-beli-manual-no"
                  autoFocus
                  value={no}
                  onChange={(e) => void lookUp(e.target.value)}
                  placeholder="Masukkan No Faktur"
                />
              </Form.Item>
            </Col>
            {(
              [
                ['Jenis', found?.kode_dept],
                ['Deskripsi', found?.deskripsi_beli],
                ['Qty', found?.stock],
                ['Berat', found ? formatGram(found.berat) : ''],
                ['Harga Beli', found ? formatMoney(found.harga_beli) : ''],
              ] as const
            ).map(([label, v]) => (
              <Col key={label} xs={12} md={label === 'Deskripsi' ? 5 : label === 'Qty' ? 2 : 3}>
                <Form.Item label={label} htmlFor={`batal-beli-manual-${label}`}>
                  <Input id={`batal-beli-manual-${label}`} readOnly value={shown(v)} />
                </Form.Item>
              </Col>
            ))}
            <SubmitCol label="Tambah" md={3} />
          </Row>
        </Form>
        <Table<PembelianManualValid>
          size="small"
          rowKey="no_faktur_beli"
          pagination={false}
          dataSource={list}
          data-testid="batal-beli-manual-list"
          locale={{ emptyText: 'Belum Ada Faktur' }}
          columns={[
            { title: 'No Faktur', dataIndex: 'no_faktur_beli' },
            { title: 'Sales', dataIndex: 'kode_sales' },
            { title: 'Jenis', dataIndex: 'kode_dept' },
            { title: 'Deskripsi', dataIndex: 'deskripsi_beli' },
            { title: 'Qty', dataIndex: 'stock', align: 'right' },
            gramColumn('berat'),
            moneyColumn('harga_beli', 'Harga Beli'),
          ]}
        />
        <Flex justify="end" gap={8}>
          <Button disabled={!list.length} onClick={() => setList([])}>
            Clear Barang
          </Button>
          <WhyDisabled reason={!list.length && 'Belum Ada Barang Dipilih'}>
            <Button
              type="primary"
              danger
              disabled={!list.length}
              loading={busy}
              onClick={() => void simpan()}
            >
              Simpan Batal
            </Button>
          </WhyDisabled>
        </Flex>
      </Flex>
    </PageFrame>
  );
}
