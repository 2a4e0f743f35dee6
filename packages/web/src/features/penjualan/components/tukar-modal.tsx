import { api, formatMoney, maxPurchasePrice, pricePurchaseLine } from '@emas/contract';
import { Descriptions, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { GramInput, RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { StaticModal } from '../../../components/ui/static-modal.tsx';
import { useMasterOptions } from '../../../lib/master-options.ts';
import { quotePurchase } from '../api/penjualan-calls.ts';

export type TukarLineState = {
  key: string;
  nama_barang: string;
  kode_group: string;
  berat: number;
  kode_kondisi: string;
  harga_hitung: number;
  harga: number;
  /** Above this the line needs an SPV/OWN authorisation (PEMBELIAN DI ATAS MAKSIMUM). */
  harga_maks: number;
};

/** A trade-in line priced above the shop's maximum per gram. */
export const isAboveMaximum = (t: TukarLineState) => t.harga > t.harga_maks;

type Values = {
  nama_barang: string;
  kode_group: string;
  berat: number;
  kode_kondisi: string;
  harga?: number;
};

/** A trade-in line priced by today's purchase rule of its group and condition (an agreed price kept). */
export async function priceTukarLine(v: Values): Promise<TukarLineState> {
  const q = await quotePurchase(v.kode_group, v.kode_kondisi);
  const harga_hitung = pricePurchaseLine({ ...q, berat: v.berat });
  return {
    key: `${Date.now()}-${Math.random()}`,
    nama_barang: v.nama_barang.toUpperCase(),
    kode_group: v.kode_group,
    berat: v.berat,
    kode_kondisi: v.kode_kondisi,
    harga_hitung,
    harga: v.harga ?? harga_hitung,
    harga_maks: maxPurchasePrice({ ...q, berat: v.berat }),
  };
}

/** A trade-in line: the customer's gold priced by the day's purchase price, condition and cuts. */
export function TukarModal({
  open,
  onAdd,
  onClose,
}: {
  open: boolean;
  onAdd: (line: TukarLineState) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const groups = useMasterOptions('group');
  const kondisi = useMasterOptions('kondisi-pembelian');
  const [computed, setComputed] = useState<number | null>(null);

  const reprice = async () => {
    const v = form.getFieldsValue();
    if (!v.kode_group || !v.kode_kondisi || !v.berat) return setComputed(null);
    const q = await quotePurchase(v.kode_group, v.kode_kondisi);
    setComputed(pricePurchaseLine({ ...q, berat: v.berat }));
  };

  const submit = async () => {
    const v = await form.validateFields();
    onAdd(await priceTukarLine(v));
    form.resetFields();
    setComputed(null);
  };

  return (
    <StaticModal
      open={open}
      title="Tambah Barang Tukar"
      okText="Tambah"
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="tukar"
        autoComplete="off"
        onValuesChange={() => void reprice().catch(() => undefined)}
      >
        <Form.Item
          name="nama_barang"
          label="Nama Barang"
          rules={[{ required: true, message: 'Nama Barang Tidak Boleh Kosong' }]}
        >
          <Input autoFocus />
        </Form.Item>
        <Form.Item
          name="kode_group"
          label="Group"
          rules={[{ required: true, message: 'Group Harus Dipilih' }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={groups.isLoading}
            options={groups.data ?? []}
          />
        </Form.Item>
        <Form.Item
          name="berat"
          label="Berat (gr)"
          rules={[{ required: true, message: 'Berat Tidak Boleh Kosong' }]}
        >
          <GramInput />
        </Form.Item>
        <Form.Item
          name="kode_kondisi"
          label="Kondisi"
          rules={[{ required: true, message: api.TRANSAKSI_MSG.kondisiRequired }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={kondisi.isLoading}
            options={kondisi.data ?? []}
          />
        </Form.Item>
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'h',
              label: 'Harga Hitung',
              children: computed === null ? '-' : `Rp ${formatMoney(computed)}`,
            },
          ]}
        />
        <Form.Item name="harga" label="Harga Disepakati (opsional)">
          <RupiahInput />
        </Form.Item>
      </Form>
    </StaticModal>
  );
}
