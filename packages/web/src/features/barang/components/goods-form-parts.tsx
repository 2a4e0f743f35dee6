import { Alert, Col, Form, Input } from 'antd';
import { showError } from '../../../components/ui/notify.tsx';
import { PercentInput } from '../../../components/ui/number-inputs.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { BARANG_TEXT } from '../messages.ts';
import { GudangSelect, KadarCetakInput } from './barang-selects.tsx';

/** Text fields of goods are kept in capitals as typed. */
export const upper = (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v);

/** A failed save: nothing on a timeout (the client said so), else the server's message or 'save failed'. */
export function showSaveError(e: unknown): void {
  if (e instanceof ApiError && e.kind === 'timeout') return;
  showError(e instanceof ApiError ? e.message || BARANG_TEXT.saveFailed : BARANG_TEXT.saveFailed);
}

/** Said above the goods forms when the price category is per group (no kadar to enter). */
export function KategoriHargaNote({ kategori }: { kategori: { loading: boolean; hundred: boolean } }) {
  if (kategori.loading || kategori.hundred) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message="Kategori harga per group: kadar jual dan kadar modal otomatis 100."
    />
  );
}

/** The required item name, in capitals. */
export function NamaBarangItem() {
  return (
    <Form.Item
      name="nama_barang"
      label="Nama Barang"
      normalize={upper}
      rules={[{ required: true, whitespace: true, message: BARANG_TEXT.namaRequired }]}
    >
      <Input maxLength={150} />
    </Form.Item>
  );
}

type KadarProps = {
  /** The form's name of the selling kadar. */
  jualName: 'kadar' | 'kadar_jual';
  /** harga_100%: kadar jual and modal are entered (a picked kadar cetak fills both). */
  editable: boolean;
  /** ACC goods have no gold content: both kadars read-only. */
  acc: boolean;
  /** The large-screen width of the kadar jual and kadar modal columns. */
  lg: number;
};

/** Kadar Cetak, and with harga_100% Kadar Jual and Kadar Modal, as columns of the form's row. */
export function KadarFields({ jualName, editable, acc, lg }: KadarProps) {
  const form = Form.useFormInstance();
  return (
    <>
      <Col xs={24} md={12} lg={6}>
        <Form.Item
          name="kadar_cetak"
          label="Kadar Cetak"
          rules={[{ required: true, whitespace: true, message: BARANG_TEXT.kadarCetakRequired }]}
        >
          <KadarCetakInput
            onPick={(k) => {
              if (k !== undefined && editable && !acc) form.setFieldsValue({ [jualName]: k, kadar_modal: k });
            }}
          />
        </Form.Item>
      </Col>
      {editable && (
        <>
          <Col xs={12} md={6} lg={lg}>
            <Form.Item
              name={jualName}
              label="Kadar Jual"
              rules={[{ required: !acc, message: BARANG_TEXT.kadarJualRequired }]}
            >
              <PercentInput disabled={acc} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6} lg={lg}>
            <Form.Item name="kadar_modal" label="Kadar Modal">
              <PercentInput disabled={acc} />
            </Form.Item>
          </Col>
        </>
      )}
    </>
  );
}

/** The required warehouse. */
export function GudangItem() {
  return (
    <Form.Item
      name="kode_gudang"
      label="Gudang"
      rules={[{ required: true, message: BARANG_TEXT.pickGudang }]}
    >
      <GudangSelect />
    </Form.Item>
  );
}
