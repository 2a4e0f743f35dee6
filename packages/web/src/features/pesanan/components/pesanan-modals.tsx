import { api, formatGram, formatMoney } from '@emas/contract';
import { Alert, Descriptions, Form, Input, InputNumber, Select } from 'antd';
import { useEffect, useState } from 'react';
import { showSuccess } from '../../../components/ui/notify.tsx';
import { StaticModal } from '../../../components/ui/static-modal.tsx';
import { useMasterOptions } from '../../../lib/master-options.ts';
import { ambilHarga, ambilPesanan, refreshPesanan, terimaPesanan } from '../api/pesanan-calls.ts';

type Props = { pesanan: api.Pesanan | null; onClose: () => void };
type TerimaValues = { berat?: number; kode_dept?: string; kode_baki?: string; kadar_cetak?: string };
type AmbilValues = { jenis?: (typeof api.JENIS_BAYAR_PESANAN)[number]; no_rekening?: string };

/** 'Terima barang pesanan': the goldsmith delivered; the item becomes stock reserved for the order. */
export function TerimaPesananModal({ pesanan, onClose }: Props) {
  const [form] = Form.useForm<TerimaValues>();
  const jenis = useMasterOptions('jenis');
  const baki = useMasterOptions('baki');
  const [saving, setSaving] = useState(false);
  const onOk = async () => {
    if (!pesanan) return;
    const v = await form.validateFields();
    const tray = baki.data?.find((o) => o.value === v.kode_baki);
    setSaving(true);
    try {
      const res = await terimaPesanan({
        no_pesanan: pesanan.no_pesanan,
        berat: v.berat ?? 0,
        kode_dept: v.kode_dept ?? '',
        kode_baki: v.kode_baki ?? '',
        kode_gudang: String(tray?.row.kode_gudang ?? ''),
        kadar_cetak: v.kadar_cetak || undefined,
      });
      showSuccess(res.message ?? api.PESANAN_MSG.delivered);
      void refreshPesanan();
      onClose();
    } catch {
      // The client shows the server's message.
    } finally {
      setSaving(false);
    }
  };
  return (
    <StaticModal
      open={!!pesanan}
      title={`Terima Barang Pesanan ${pesanan?.no_pesanan ?? ''}`}
      okText="Simpan"
      confirmLoading={saving}
      onOk={() => void onOk().catch(() => undefined)}
      onCancel={onClose}
    >
      {pesanan && (
        <Form form={form} layout="vertical" data-testid="pesanan-terima-form">
          <PesananSummary pesanan={pesanan} />
          <Form.Item
            name="berat"
            label="Berat Sebenarnya"
            rules={[{ required: true, message: 'Berat Tidak Boleh Kosong' }]}
          >
            <InputNumber<number>
              aria-label="Berat Sebenarnya"
              min={0}
              step={0.001}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item
            name="kode_dept"
            label="Jenis"
            rules={[{ required: true, message: 'Kode Jenis Tidak Boleh Kosong' }]}
          >
            <Select
              aria-label="Jenis"
              showSearch
              optionFilterProp="label"
              loading={jenis.isLoading}
              options={(jenis.data ?? [])
                .filter((o) => o.row.kode_group === pesanan.kode_group)
                .map((o) => ({ value: o.value, label: o.label }))}
            />
          </Form.Item>
          <Form.Item
            name="kode_baki"
            label="Baki"
            rules={[{ required: true, message: 'Kode Baki Tidak Boleh Kosong' }]}
          >
            <Select
              aria-label="Baki"
              showSearch
              optionFilterProp="label"
              loading={baki.isLoading}
              options={(baki.data ?? []).map((o) => ({ value: o.value, label: o.label }))}
            />
          </Form.Item>
          <Form.Item name="kadar_cetak" label="Kadar Cetak">
            <Input aria-label="Kadar Cetak" maxLength={20} />
          </Form.Item>
        </Form>
      )}
    </StaticModal>
  );
}

/** 'Ambil pesanan': a sale of the reserved item; the down payment counts, the rest is paid now. */
export function AmbilPesananModal({ pesanan, onClose }: Props) {
  const [form] = Form.useForm<AmbilValues>();
  const rekening = useMasterOptions('rekening');
  const jenis = Form.useWatch('jenis', form);
  const [harga, setHarga] = useState<api.PesananAmbilHarga | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setHarga(null);
    if (pesanan)
      void ambilHarga(pesanan.no_pesanan)
        .then(setHarga)
        .catch(() => undefined);
  }, [pesanan]);
  const onOk = async () => {
    if (!pesanan || !harga) return;
    const v = await form.validateFields();
    setSaving(true);
    try {
      const res = await ambilPesanan({
        no_pesanan: pesanan.no_pesanan,
        pembayaran:
          harga.sisa_rp > 0
            ? [{ jenis: v.jenis ?? 'CASH', jumlah: harga.sisa_rp, no_rekening: v.no_rekening }]
            : [],
      });
      showSuccess(res.message ?? api.PESANAN_MSG.pickedUp);
      void refreshPesanan();
      onClose();
    } catch {
      // The client shows the server's message.
    } finally {
      setSaving(false);
    }
  };
  return (
    <StaticModal
      open={!!pesanan}
      title={`Ambil Pesanan ${pesanan?.no_pesanan ?? ''}`}
      okText="Ambil"
      okButtonProps={{ disabled: !harga }}
      confirmLoading={saving}
      onOk={() => void onOk().catch(() => undefined)}
      onCancel={onClose}
    >
      {pesanan && (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ jenis: 'CASH' }}
          data-testid="pesanan-ambil-form"
        >
          <PesananSummary pesanan={pesanan} />
          {harga ? (
            <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }}>
              <Descriptions.Item label="Harga Jual">{formatMoney(harga.total_harga)}</Descriptions.Item>
              <Descriptions.Item label="Sudah Dibayar">{formatMoney(harga.jumlah_bayar)}</Descriptions.Item>
              <Descriptions.Item label="Sisa Bayar">
                <b data-testid="pesanan-sisa">{formatMoney(harga.sisa_rp)}</b>
              </Descriptions.Item>
            </Descriptions>
          ) : (
            <Alert type="info" title="Menghitung harga..." style={{ marginBottom: 12 }} />
          )}
          {harga && harga.sisa_rp > 0 && (
            <>
              <Form.Item name="jenis" label="Jenis Pembayaran">
                <Select
                  aria-label="Jenis Pembayaran"
                  options={api.JENIS_BAYAR_PESANAN.map((j) => ({ value: j, label: j }))}
                />
              </Form.Item>
              {jenis && jenis !== 'CASH' && (
                <Form.Item
                  name="no_rekening"
                  label="No Rekening"
                  rules={[
                    { required: jenis === 'TRANSFER', message: api.TRANSAKSI_MSG.accountRequired(jenis) },
                  ]}
                >
                  <Select
                    aria-label="No Rekening"
                    loading={rekening.isLoading}
                    options={(rekening.data ?? []).map((o) => ({ value: o.value, label: o.label }))}
                  />
                </Form.Item>
              )}
            </>
          )}
        </Form>
      )}
    </StaticModal>
  );
}

function PesananSummary({ pesanan }: { pesanan: api.Pesanan }) {
  return (
    <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }}>
      <Descriptions.Item label="Customer">{pesanan.nama_customer}</Descriptions.Item>
      <Descriptions.Item label="Model">
        {pesanan.nama_barang} ({pesanan.kode_group})
      </Descriptions.Item>
      <Descriptions.Item label="Berat Estimasi">{formatGram(pesanan.berat)}</Descriptions.Item>
      <Descriptions.Item label="DP">{formatMoney(pesanan.jumlah_bayar)}</Descriptions.Item>
    </Descriptions>
  );
}
