import { PlayCircleOutlined } from '@ant-design/icons';
import { MSG } from '@emas/contract';
import { STOCK_OPNAME_MSG } from '@emas/contract/api/stock-opname';
import { Button, Form, type FormInstance } from 'antd';
import { ask, showError, showSuccess } from '../../../components/ui/notify.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { BakiSelect, GudangSelect } from '../../stock/components/location-select.tsx';

export type CountPlace = { kode_gudang?: string; kode_baki?: string };

/** The warehouse (required) and tray (optional: the whole warehouse) of a count, with Mulai. */
export function CountPlaceForm({
  form,
  name,
  locked,
  busy,
  onStart,
}: {
  form: FormInstance<CountPlace>;
  name: string;
  /** A count is shown: the place is fixed and Mulai hidden. */
  locked: boolean;
  busy: boolean;
  onStart: () => void;
}) {
  const gudang = Form.useWatch('kode_gudang', form);
  return (
    <Form<CountPlace>
      form={form}
      layout="inline"
      name={name}
      autoComplete="off"
      disabled={locked}
      onValuesChange={(changed) => {
        if ('kode_gudang' in changed) form.setFieldValue('kode_baki', undefined);
      }}
    >
      <Form.Item
        name="kode_gudang"
        label="Gudang"
        style={{ minWidth: 240 }}
        rules={[{ required: true, message: STOCK_OPNAME_MSG.pickGudang }]}
      >
        <GudangSelect />
      </Form.Item>
      <Form.Item name="kode_baki" label="Baki" style={{ minWidth: 240 }}>
        <BakiSelect gudang={gudang} placeholder={gudang ? 'Semua Baki' : undefined} />
      </Form.Item>
      {!locked && (
        <Button type="primary" icon={<PlayCircleOutlined />} loading={busy} onClick={onStart}>
          Mulai
        </Button>
      )}
    </Form>
  );
}

/**
 * Starts a count of the form's place. A place that has an open count answers 409 with its id: the
 * user is asked whether to go on with that one (`resume`). Other refusals show the server's message.
 */
export async function startCount<T>(
  form: FormInstance<CountPlace>,
  o: {
    start: (place: { kode_gudang: string; kode_baki?: string }) => Promise<{ message?: string; data: T }>;
    started: (data: T) => void;
    resume: (id: number) => unknown;
    startedText: string;
    resumeQuestion: string;
  },
): Promise<void> {
  const v = await form.validateFields();
  if (!v.kode_gudang) return;
  try {
    const res = await o.start({ kode_gudang: v.kode_gudang, kode_baki: v.kode_baki });
    showSuccess(res.message ?? o.startedText);
    o.started(res.data);
  } catch (e) {
    if (!(e instanceof ApiError)) return showError(MSG.requestFailed);
    if (e.kind === 'timeout') return;
    const openId = (e.data as { id?: number } | undefined)?.id;
    if (e.status === 409 && openId) {
      const go = await ask({ title: e.message, content: o.resumeQuestion, okText: 'Lanjutkan' });
      if (go) await o.resume(openId);
    } else showError(e.message);
  }
}
