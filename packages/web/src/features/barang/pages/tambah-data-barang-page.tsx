import { SaveOutlined } from '@ant-design/icons';
import { api } from '@emas/contract';
import { Button, Card, Col, Descriptions, Divider, Flex, Form, Input, Row, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { showError, showSuccess } from '../../../components/ui/notify.tsx';
import { GramInput, RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { createBarang } from '../api/barang-calls.ts';
import {
  gudangOfBaki,
  isAccGroup,
  kadarOfGroup,
  namaJenis,
  ongkosOfJenis,
  useBakiChoices,
  useGroupChoices,
  useJenisChoices,
  useKategoriHarga,
} from '../api/barang-options.ts';
import { BakiSelect, GroupSelect, JenisSelect } from '../components/barang-selects.tsx';
import { barcodeText, gramText } from '../components/format.ts';
import {
  GudangItem,
  KadarFields,
  KategoriHargaNote,
  NamaBarangItem,
  showSaveError,
  upper,
} from '../components/goods-form-parts.tsx';
import { SavedLabelActions } from '../components/saved-label-actions.tsx';
import { BARANG_TEXT } from '../messages.ts';

type Values = {
  kode_group?: string;
  kode_dept?: string;
  nama_barang?: string;
  kode_gudang?: string;
  kode_baki?: string;
  kadar_cetak?: string;
  kadar?: number;
  kadar_modal?: number;
  berat?: number;
  berat_asli?: number;
  berat_plastik?: number;
  ongkos?: number;
  profit?: number;
  markis?: 'YA' | 'TIDAK';
  kode_intern?: string;
  nama_atribut?: string;
  berat_atribut?: number;
  harga_atribut?: number;
  size?: string;
  supplier_barang?: string;
  keterangan?: string;
  tag_id?: string;
};

/** Cleared after a save; where the item lies and what it is stay for the next one. */
const PER_ITEM: (keyof Values)[] = [
  'berat',
  'berat_asli',
  'berat_plastik',
  'kode_intern',
  'nama_atribut',
  'berat_atribut',
  'harga_atribut',
  'size',
  'keterangan',
  'tag_id',
];
const MARKIS_OPTIONS = api.MARKIS.map((m) => ({ value: m, label: m }));

/** tambah-data-barang: one item with its barcode from the shop's sequence, then its label. */
export function TambahDataBarangPage() {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<api.BarangRow | null>(null);
  const kategori = useKategoriHarga();
  const groups = useGroupChoices();
  const jenis = useJenisChoices();
  const baki = useBakiChoices();
  const group = Form.useWatch('kode_group', form);
  const gudang = Form.useWatch('kode_gudang', form);
  const groupRow = useMemo(() => groups.data?.find((g) => g.value === group), [groups.data, group]);
  const acc = isAccGroup(groupRow);
  const gudangHasBaki = !!gudang && (baki.data ?? []).some((b) => gudangOfBaki(b) === gudang);

  const onValuesChange = (changed: Partial<Values>) => {
    if ('kode_group' in changed) {
      const g = groups.data?.find((o) => o.value === changed.kode_group);
      const kadar = isAccGroup(g) ? 0 : kategori.hundred ? kadarOfGroup(g) : 100;
      form.setFieldsValue({ kode_dept: undefined, kadar, kadar_modal: kadar });
    }
    if ('kode_dept' in changed) {
      const j = jenis.data?.find((o) => o.value === changed.kode_dept);
      if (j) form.setFieldsValue({ nama_barang: namaJenis(j), ongkos: ongkosOfJenis(j) ?? 0 });
    }
    if ('kode_gudang' in changed) form.setFieldValue('kode_baki', undefined);
  };

  const save = async () => {
    const v = await form.validateFields();
    const kadar = acc ? 0 : kategori.hundred ? v.kadar : 100;
    const kadarModal = acc ? 0 : kategori.hundred ? (v.kadar_modal ?? kadar) : 100;
    const parsed = api.barangInput.safeParse({ ...v, kadar, kadar_modal: kadarModal });
    if (!parsed.success) {
      showError(parsed.error.issues[0]?.message ?? BARANG_TEXT.saveFailed);
      return;
    }
    setSaving(true);
    try {
      const res = await createBarang(parsed.data);
      showSuccess(res.message ?? BARANG_TEXT.saved);
      setSaved(res.data);
      form.resetFields(PER_ITEM);
    } catch (e) {
      showSaveError(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageFrame title="Tambah Data Barang">
      {saved && (
        <Card
          size="small"
          style={{ marginBottom: 16, borderColor: '#b7eb8f' }}
          data-testid="barang-tersimpan"
        >
          <Flex justify="space-between" align="center" wrap gap={12}>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, lg: 4 }}
              items={[
                {
                  key: 'kode',
                  label: 'Kode Barcode',
                  children: (
                    <Typography.Text strong copyable style={{ fontSize: 18 }}>
                      {barcodeText(saved.kode_barcode)}
                    </Typography.Text>
                  ),
                },
                { key: 'nama', label: 'Nama Barang', children: saved.nama_barang },
                { key: 'berat', label: 'Berat', children: `${gramText(saved.berat)} gr` },
                {
                  key: 'lokasi',
                  label: 'Lokasi',
                  children: `${saved.kode_gudang}${saved.kode_baki ? ` / ${saved.kode_baki}` : ''}`,
                },
              ]}
            />
            <SavedLabelActions barcodes={[saved.kode_barcode]} onClose={() => setSaved(null)} />
          </Flex>
        </Card>
      )}
      <KategoriHargaNote kategori={kategori} />
      <Form<Values>
        form={form}
        layout="vertical"
        name="tambah-data-barang"
        autoComplete="off"
        initialValues={{ markis: 'TIDAK', ongkos: 0, profit: 0 }}
        onValuesChange={onValuesChange}
      >
        <Row gutter={16}>
          <Col xs={24} md={12} lg={8}>
            <Form.Item
              name="kode_group"
              label="Group"
              rules={[{ required: true, message: 'Kode Group Harus Dipilih' }]}
            >
              <GroupSelect />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Form.Item
              name="kode_dept"
              label="Jenis"
              rules={[{ required: true, message: BARANG_TEXT.pickJenis }]}
            >
              <JenisSelect group={group} />
            </Form.Item>
          </Col>
          <Col xs={24} md={24} lg={8}>
            <NamaBarangItem />
          </Col>
          <Col xs={24} md={12} lg={8}>
            <GudangItem />
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Form.Item
              name="kode_baki"
              label="Baki"
              rules={[{ required: gudangHasBaki, message: BARANG_TEXT.pickLokasi }]}
            >
              <BakiSelect gudang={gudang} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Form.Item name="markis" label="Markis">
              <Select options={MARKIS_OPTIONS} />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start" plain>
          Kadar Dan Berat
        </Divider>
        <Row gutter={16}>
          <KadarFields jualName="kadar" editable={kategori.hundred} acc={acc} lg={6} />
          <Col xs={12} md={12} lg={6}>
            <Form.Item
              name="berat"
              label="Berat"
              rules={[{ required: true, message: BARANG_TEXT.beratRequired }]}
            >
              <GramInput />
            </Form.Item>
          </Col>
          <Col xs={12} md={8} lg={6}>
            <Form.Item name="berat_asli" label="Berat Asli" tooltip="Kosong: sama dengan berat">
              <GramInput />
            </Form.Item>
          </Col>
          <Col xs={12} md={8} lg={6}>
            <Form.Item name="berat_plastik" label="Berat Plastik">
              <GramInput />
            </Form.Item>
          </Col>
          <Col xs={12} md={8} lg={6}>
            <Form.Item name="ongkos" label="Ongkos">
              <RupiahInput />
            </Form.Item>
          </Col>
          <Col xs={12} md={8} lg={6}>
            <Form.Item name="profit" label="Profit">
              <RupiahInput />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start" plain>
          Atribut Dan Keterangan
        </Divider>
        <Row gutter={16}>
          <Col xs={12} md={8} lg={6}>
            <Form.Item name="nama_atribut" label="Nama Atribut" normalize={upper}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8} lg={6}>
            <Form.Item name="berat_atribut" label="Berat Atribut">
              <GramInput />
            </Form.Item>
          </Col>
          <Col xs={12} md={8} lg={6}>
            <Form.Item name="harga_atribut" label="Harga Atribut">
              <RupiahInput />
            </Form.Item>
          </Col>
          <Col xs={12} md={8} lg={6}>
            <Form.Item name="size" label="Size" normalize={upper}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8} lg={6}>
            <Form.Item name="kode_intern" label="Kode Intern" normalize={upper}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8} lg={6}>
            <Form.Item name="supplier_barang" label="Supplier" normalize={upper}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8} lg={6}>
            <Form.Item name="tag_id" label="Tag RFID" normalize={upper}>
              <Input maxLength={64} placeholder="Scan Tag RFID" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16} lg={12}>
            <Form.Item name="keterangan" label="Keterangan" normalize={upper}>
              <Input maxLength={255} />
            </Form.Item>
          </Col>
        </Row>
        <Flex justify="end">
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={saving}
            onClick={() => void save().catch(() => undefined)}
          >
            Simpan
          </Button>
        </Flex>
      </Form>
    </PageFrame>
  );
}
