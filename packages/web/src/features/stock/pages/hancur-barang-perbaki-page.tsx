import { api, type JobProgress, MSG, randomId } from '@emas/contract';
import { Col, Form, Row } from 'antd';
import { useRef, useState } from 'react';
import { showError, showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ProgressModal } from '../../../components/ui/progress-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLiveEvent } from '../../../lib/live-channel.tsx';
import { hancurPerBaki, useCountBaki } from '../api/barang-calls.ts';
import { BakiCount } from '../components/baki-count.tsx';
import { checkedBody } from '../components/checked-body.ts';
import { HancurButton } from '../components/hancur-button.tsx';
import { KondisiBarangItem } from '../components/kondisi-item.tsx';
import { BakiSelect, GudangSelect } from '../components/location-select.tsx';
import { STOCK_TEXT } from '../messages.ts';

const { BARANG_MSG, isHancurDestination, isHancurSource } = api;

type Values = {
  kode_gudang?: string;
  kode_baki?: string;
  kondisi_barang?: string;
  kode_gudang_tujuan?: string;
};
type Job = { progress: number; total: number; message?: string };

/**
 * hancur-barang-perbaki (reports document sections 2, 5 and 7): every ready item of a tray destroyed
 * as a progress job. Source warehouses exclude DBM and RETUR; destinations are HANCUR and the
 * warehouses not excluded; trays are those of the chosen warehouse and fill Qty and Berat. The
 * button waits until the form is touched and stays disabled while the job runs; the blocking modal
 * follows the job's live `hancur-barang-progress` events of this screen's uid.
 */
export function HancurBarangPerbakiPage() {
  const [form] = Form.useForm<Values>();
  const gudang = Form.useWatch('kode_gudang', form);
  const baki = Form.useWatch('kode_baki', form);
  const count = useCountBaki(baki);
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [job, setJob] = useState<Job>({ progress: 0, total: 0 });
  const uid = useRef<string | null>(null);

  useLiveEvent<JobProgress>(api.HANCUR_PER_BAKI_EVENT, (p) => {
    if (!uid.current || p.uid !== uid.current) return;
    if (p.status === 'PROGRESS') setJob({ progress: p.progress, total: p.total, message: p.message });
    else if (p.status === 'FINISH')
      setJob((j) => ({ ...j, progress: Math.max(j.total, 1), total: Math.max(j.total, 1) }));
  });

  const submit = async () => {
    const v = await form.validateFields();
    if (count.data && count.data.qty === 0) {
      showError(BARANG_MSG.bakiEmpty(v.kode_baki ?? ''));
      return;
    }
    const body = checkedBody(
      api.hancurPerBakiBody.safeParse({
        kode_toko: v.kode_baki,
        kondisi: v.kondisi_barang,
        gudang_tujuan: v.kode_gudang_tujuan,
      }),
      MSG.sendFailed,
    );
    if (!body) return;
    uid.current = randomId(16);
    setJob({ progress: 0, total: count.data?.qty ?? 0 });
    setSubmitting(true);
    try {
      const res = await hancurPerBaki({ ...body, uid: uid.current });
      if (res.data === BARANG_MSG.perBakiDone) {
        showSuccess(BARANG_MSG.destroyedPerBaki);
        form.resetFields();
        setTouched(false);
      } else showError(MSG.sendFailed);
    } catch (e) {
      if (e instanceof ApiError && e.kind === 'timeout') return; // the client showed its toast
      showError(e instanceof ApiError && e.kind === 'http' && e.message ? e.message : MSG.sendFailed);
    } finally {
      uid.current = null;
      setSubmitting(false);
    }
  };

  return (
    <PageFrame title="Hancur Barang Perbaki">
      <Form<Values>
        form={form}
        layout="vertical"
        name="hancur-barang-perbaki"
        autoComplete="off"
        disabled={submitting}
        onValuesChange={(changed) => {
          setTouched(true);
          if ('kode_gudang' in changed) form.setFieldValue('kode_baki', undefined);
        }}
      >
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Form.Item
              name="kode_gudang"
              label="Kode Gudang"
              rules={[{ required: true, message: BARANG_MSG.pickGudang }]}
            >
              <GudangSelect allow={isHancurSource} />
            </Form.Item>
            <Form.Item
              name="kode_baki"
              label="Kode Baki"
              rules={[{ required: true, message: BARANG_MSG.pickBaki }]}
            >
              <BakiSelect gudang={gudang} />
            </Form.Item>
            <BakiCount kodeBaki={baki} />
          </Col>
          <Col xs={24} md={12}>
            <KondisiBarangItem name="kondisi_barang" />
            <Form.Item
              name="kode_gudang_tujuan"
              label="Gudang Tujuan"
              dependencies={['kode_gudang']}
              rules={[
                { required: true, message: STOCK_TEXT.pickGudangTujuan },
                {
                  validator: async (_, v) => {
                    if (v && v === form.getFieldValue('kode_gudang'))
                      throw new Error(BARANG_MSG.hancurSameGudang);
                  },
                },
              ]}
            >
              <GudangSelect allow={isHancurDestination} />
            </Form.Item>
            <HancurButton disabled={!touched || submitting} loading={submitting} onClick={submit} />
          </Col>
        </Row>
      </Form>
      <ProgressModal
        open={submitting}
        title="Proses Hancur Barang Perbaki"
        progress={job.progress}
        total={job.total}
        message={job.message}
      />
    </PageFrame>
  );
}
