import { PlusOutlined } from '@ant-design/icons';
import type { MasterOption } from '@emas/contract';
import { Button, Col, Form, Row, Select } from 'antd';
import { useMemo } from 'react';
import { QtyInput } from '../../../components/ui/number-inputs.tsx';
import {
  gudangOfBaki,
  isAccGroup,
  kadarOfGroup,
  namaJenis,
  useBakiChoices,
  useGroupChoices,
  useJenisChoices,
} from '../api/barang-options.ts';
import { BARANG_TEXT } from '../messages.ts';
import { GroupSelect, JenisSelect } from './barang-selects.tsx';
import type { GeneratorValues } from './bulk-rows.ts';
import { KadarFields, NamaBarangItem } from './goods-form-parts.tsx';

/** The generator's fields as the specification names them (reports document section 5). */
type FormValues = {
  kode_kategori?: string;
  kode_jenis?: string;
  kode_lokasi_toko?: string;
  nama_barang?: string;
  kadar_cetak?: string;
  kadar_jual?: number;
  kadar_modal?: number;
  qty?: number;
};

/** Kadar jual and kadar modal when they are not entered (price category other than harga_100%). */
const KADAR_DEFAULT = 100;

/**
 * The tray choice carries both codes: the option value is the tray, its row names the warehouse
 * (kode_toko is the tray as the grid calls it, kode_gudang its warehouse).
 */
function LokasiSelect(p: { id?: string; value?: string; onChange?: (v: string | undefined) => void }) {
  const baki = useBakiChoices();
  const options = useMemo(
    () =>
      (baki.data ?? []).map((o) => ({
        value: o.value,
        label: `${o.value} - ${String(o.row.nama_baki ?? '')} / ${gudangOfBaki(o)}`,
      })),
    [baki.data],
  );
  return (
    <Select
      id={p.id}
      value={p.value}
      onChange={(v) => p.onChange?.(v ?? undefined)}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={baki.isFetching}
      placeholder="Pilih Baki / Gudang"
      options={options}
    />
  );
}

export type BulkGeneratorProps = {
  /** harga_100%: kadar jual and modal are entered; otherwise both are 100. */
  kadarEditable: boolean;
  room: number;
  onGenerate: (v: GeneratorValues) => void;
};

/** The generator: one kind of item, `qty` rows into the grid, the weights typed there. */
export function BulkGenerator({ kadarEditable, room, onGenerate }: BulkGeneratorProps) {
  const [form] = Form.useForm<FormValues>();
  const groups = useGroupChoices();
  const jenis = useJenisChoices();
  const baki = useBakiChoices();
  const group = Form.useWatch('kode_kategori', form);
  const groupRow: MasterOption | undefined = groups.data?.find((g) => g.value === group);
  const acc = isAccGroup(groupRow);

  const onValuesChange = (changed: Partial<FormValues>) => {
    if ('kode_kategori' in changed) {
      const g = groups.data?.find((o) => o.value === changed.kode_kategori);
      // ACC: kadar jual and modal 0, read-only. Otherwise the group's kadar as a start.
      const kadar = isAccGroup(g) ? 0 : kadarOfGroup(g);
      form.setFieldsValue({ kode_jenis: undefined, kadar_jual: kadar, kadar_modal: kadar });
      if (isAccGroup(g))
        form.setFields([
          { name: 'kadar_jual', errors: [] },
          { name: 'kadar_modal', errors: [] },
        ]);
    }
    if ('kode_jenis' in changed) {
      const j = jenis.data?.find((o) => o.value === changed.kode_jenis);
      if (j) form.setFieldValue('nama_barang', namaJenis(j));
    }
  };

  const generate = async () => {
    const v = await form.validateFields();
    const lokasi = baki.data?.find((b) => b.value === v.kode_lokasi_toko);
    const qty = v.qty ?? 0;
    if (qty > room) {
      form.setFields([{ name: 'qty', errors: [`Qty Maksimal ${room} (Barang Maksimal 1000 Per Simpan)`] }]);
      return;
    }
    const kadar = acc ? 0 : kadarEditable ? (v.kadar_jual ?? 0) : KADAR_DEFAULT;
    onGenerate({
      kode_group: v.kode_kategori as string,
      kode_dept: v.kode_jenis as string,
      kode_gudang: gudangOfBaki(lokasi),
      kode_toko: v.kode_lokasi_toko as string,
      nama_barang: (v.nama_barang ?? '').trim(),
      kadar_cetak: (v.kadar_cetak ?? '').trim(),
      kadar,
      kadar_modal: acc ? 0 : kadarEditable ? (v.kadar_modal ?? kadar) : KADAR_DEFAULT,
      qty,
    });
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      name="generator-barang"
      autoComplete="off"
      onValuesChange={onValuesChange}
      initialValues={{ qty: 1 }}
    >
      <Row gutter={16}>
        <Col xs={24} md={12} lg={6}>
          <Form.Item
            name="kode_kategori"
            label="Kategori"
            rules={[{ required: true, message: BARANG_TEXT.pickKategori }]}
          >
            <GroupSelect noDiamond placeholder="Pilih Kategori" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={6}>
          <Form.Item
            name="kode_jenis"
            label="Kode Jenis"
            rules={[{ required: true, message: BARANG_TEXT.pickJenis }]}
          >
            <JenisSelect group={group} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={6}>
          <Form.Item
            name="kode_lokasi_toko"
            label="Kode Toko"
            rules={[{ required: true, message: BARANG_TEXT.pickLokasi }]}
          >
            <LokasiSelect />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={6}>
          <NamaBarangItem />
        </Col>
        <KadarFields jualName="kadar_jual" editable={kadarEditable} acc={acc} lg={4} />
        <Col xs={12} md={6} lg={4}>
          <Form.Item name="qty" label="Qty" rules={[{ required: true, message: BARANG_TEXT.qtyRequired }]}>
            <QtyInput max={1000} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} lg={kadarEditable ? 6 : 14}>
          <Form.Item label=" ">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void generate().catch(() => undefined)}
            >
              Tambah Ke Tabel
            </Button>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
