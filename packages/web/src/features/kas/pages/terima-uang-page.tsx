import { CheckOutlined, SearchOutlined } from '@ant-design/icons';
import { formatRupiah, formatTanggal } from '@emas/contract';
import { KAS_MSG, type KirimUang } from '@emas/contract/api/kas';
import { Button, Descriptions, Flex, Form, Input, Tag } from 'antd';
import { useState } from 'react';
import { showError, showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { afterKasChange, findKirimUang, receiveKirimUang } from '../api/kas-calls.ts';

/** Terima Uang Pusat: head office looks a branch's transfer up by its reference and receives it. */
export function TerimaUangPage() {
  const [form] = Form.useForm<{ no_reff?: string }>();
  const [found, setFound] = useState<KirimUang | null>(null);
  const [busy, setBusy] = useState(false);

  const onFind = async () => {
    const noReff = (form.getFieldValue('no_reff') ?? '').trim();
    if (!noReff) return showError(KAS_MSG.noReffEmpty);
    setBusy(true);
    try {
      setFound(await findKirimUang(noReff));
    } catch (e) {
      setFound(null);
      showError(
        e instanceof ApiError && e.status === 404
          ? KAS_MSG.noReffNotFound
          : e instanceof ApiError
            ? e.message
            : KAS_MSG.terimaFailed,
      );
    } finally {
      setBusy(false);
    }
  };

  const onReceive = async () => {
    if (!found) return;
    setBusy(true);
    try {
      const res = await receiveKirimUang(found.no_reff);
      showSuccess(res.message ?? KAS_MSG.terimaOk);
      // The form and result are cleared after a reception (operations document section 4).
      setFound(null);
      form.resetFields();
      void afterKasChange();
    } catch (e) {
      showError(e instanceof ApiError && e.status < 500 && e.message ? e.message : KAS_MSG.terimaFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title="Terima Uang Pusat">
      <Flex vertical gap={16} style={{ maxWidth: 720 }}>
        <Form form={form} layout="inline" onFinish={() => void onFind()}>
          <Form.Item name="no_reff" label="No Referensi">
            <Input id="no_reff" placeholder="KU-TK1-..." style={{ width: 280, textTransform: 'uppercase' }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={busy && !found}>
            Cari
          </Button>
        </Form>
        {found && (
          <>
            <Descriptions bordered size="small" column={1} data-testid="terima-detail">
              <Descriptions.Item label="No Referensi">{found.no_reff}</Descriptions.Item>
              <Descriptions.Item label="Toko">{found.ip_cabang}</Descriptions.Item>
              <Descriptions.Item label="Tanggal">{formatTanggal(found.tgl_system)}</Descriptions.Item>
              <Descriptions.Item label="Jumlah">{formatRupiah(found.jumlah_rp)}</Descriptions.Item>
              <Descriptions.Item label="Tujuan">{found.tujuan}</Descriptions.Item>
              <Descriptions.Item label="Keterangan">{found.keterangan}</Descriptions.Item>
              <Descriptions.Item label="Input By">{found.input_by}</Descriptions.Item>
              <Descriptions.Item label="Status">
                <Tag color={found.status === 'DONE' ? 'green' : 'orange'}>{found.status}</Tag>
              </Descriptions.Item>
            </Descriptions>
            <Button
              type="primary"
              icon={<CheckOutlined />}
              loading={busy}
              disabled={found.status === 'DONE'}
              onClick={() => void onReceive()}
            >
              Terima Uang
            </Button>
          </>
        )}
      </Flex>
    </PageFrame>
  );
}
