import { PlusOutlined } from '@ant-design/icons';
import { isPlaceholderBarcode, PO_MSG, type PreOrderLine } from '@emas/contract';
import { Button, Form, Input, Table } from 'antd';
import { useState } from 'react';
import { Field } from '../../../components/ui/form-field.tsx';
import { showError } from '../../../components/ui/notify.tsx';
import { GramInput, RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { StaticModal } from '../../../components/ui/static-modal.tsx';
import { findReadyPoBarcode } from '../api/pre-order-calls.ts';
import { PO_LINE_COLUMNS } from './po-invoice.tsx';

/** Barcode look-up starts at 8 characters (document 2 section 9). */
const BARCODE_MIN = 8;

type Props = { lines: PreOrderLine[]; onChange: (lines: PreOrderLine[]) => void };

/**
 * The goods of a PO: a table with a delete per line and an add-goods modal (barcode or '-',
 * description, weight, prices). A barcode already in the table is refused ('Data Sudah Ada Di Tabel')
 * unless it is '-' or empty; a barcode of 8+ characters must be goods in stock (ready-po).
 */
export function PoGoods({ lines, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<PreOrderLine>();
  const add = async (v: PreOrderLine) => {
    const kode = (v.kode_barcode ?? '').trim().toUpperCase();
    if (!isPlaceholderBarcode(kode) && lines.some((l) => l.kode_barcode === kode)) {
      showError(PO_MSG.duplicateLine);
      return;
    }
    if (kode.length >= BARCODE_MIN) {
      try {
        await findReadyPoBarcode(kode);
      } catch {
        showError(PO_MSG.barcodeNotFound);
        return;
      }
    }
    onChange([
      ...lines,
      {
        kode_barcode: kode || '-',
        deskripsi: v.deskripsi.trim().toUpperCase(),
        berat: v.berat,
        harga_gram: v.harga_gram ?? 0,
        harga_estimasi: v.harga_estimasi ?? 0,
      },
    ]);
    form.resetFields();
    setOpen(false);
  };
  return (
    <>
      <Table
        size="small"
        rowKey={(_, i) => String(i)}
        pagination={false}
        dataSource={lines}
        data-testid="po-goods-table"
        locale={{ emptyText: 'Tidak Ada Data' }}
        title={() => (
          <Button icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="po-add-goods">
            Tambah Barang
          </Button>
        )}
        columns={[
          ...PO_LINE_COLUMNS,
          {
            title: '',
            key: 'hapus',
            render: (_: unknown, __: PreOrderLine, i: number) => (
              <Button danger size="small" onClick={() => onChange(lines.filter((_, j) => j !== i))}>
                Hapus
              </Button>
            ),
          },
        ]}
      />
      <StaticModal
        open={open}
        title="Tambah Barang"
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText="Tambah"
        cancelText="Batal"
      >
        <Form<PreOrderLine>
          form={form}
          layout="vertical"
          name="po-goods"
          onFinish={(v) => void add(v)}
          initialValues={{ kode_barcode: '-' }}
        >
          <Field name="kode_barcode" label="Kode Barcode">
            <Input autoFocus />
          </Field>
          <Field name="deskripsi" label="Deskripsi" required="Deskripsi Harus Diisi">
            <Input />
          </Field>
          {/* The specification's add-goods form answers a missing weight with this text (verbatim). */}
          <Field name="berat" label="Berat Estimasi" required="Kode Sales Harus Pilih">
            <GramInput />
          </Field>
          <Field name="harga_gram" label="Harga Gram">
            <RupiahInput />
          </Field>
          <Field name="harga_estimasi" label="Harga Estimasi">
            <RupiahInput />
          </Field>
        </Form>
      </StaticModal>
    </>
  );
}
