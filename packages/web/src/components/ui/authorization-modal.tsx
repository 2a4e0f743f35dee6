import { AUTHORISER_LEVELS, api, MODULE } from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Select } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { callData } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { StaticModal } from './static-modal.tsx';

export type AuthorizationInput = {
  username: string;
  password?: string;
  keterangan?: string;
  fingerprint: boolean;
};

export type AuthorizationModalProps = {
  open: boolean;
  title?: string;
  /** Asks for a note (keterangan). */
  withNote?: boolean;
  /** Checks the authorisation (the protected call or the authorisation call); throwing keeps the modal open. */
  onSubmit: (input: AuthorizationInput) => Promise<void> | void;
  onCancel: () => void;
  /** Fingerprint module: asks the reader for a scan of that user; resolves true once scanned. */
  scanFingerprint?: (userId: string) => Promise<boolean>;
};

type ScanState = 'idle' | 'waiting' | 'scanned' | 'failed';
const SCAN_TEXT: Record<Exclude<ScanState, 'idle'>, string> = {
  waiting: 'Silahkan Scan Fingerprint',
  scanned: 'Fingerprint Berhasil Di Scan',
  failed: 'Silahkan Coba Lagi',
};

/** Enter never submits the authorisation form: only the button does. */
const blockEnter = (e: KeyboardEvent) => {
  if (e.key === 'Enter') e.preventDefault();
};

/**
 * Authorisation (override) by an SPV or OWN user: username and password, or with the fingerprint
 * module a choice among the SPV/OWN users and a scan; an optional note.
 */
export function AuthorizationModal({
  open,
  title = 'Otorisasi',
  withNote,
  onSubmit,
  onCancel,
  scanFingerprint,
}: AuthorizationModalProps) {
  const { user } = useSession();
  const fingerprint = !!user?.module.some((m) => m.key === MODULE.FINGERPRINT && m.active);
  const [form] = Form.useForm<{ username: string; password?: string; keterangan?: string }>();
  const [busy, setBusy] = useState(false);
  const [scan, setScan] = useState<ScanState>('idle');

  const authorisers = useQuery({
    queryKey: ['authorisers'],
    enabled: open && fingerprint,
    queryFn: ({ signal }) => callData(api.listUsers, { query: { page: 1, limit: 500 }, signal }),
    select: (rows) => rows.filter((r) => AUTHORISER_LEVELS.includes(r.level) && r.status === 'ACTIVE'),
  });

  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      if (fingerprint) {
        if (!scanFingerprint) return;
        setScan('waiting');
        const ok = await scanFingerprint(v.username);
        setScan(ok ? 'scanned' : 'failed');
        if (!ok) return;
      }
      await onSubmit({ username: v.username, password: v.password, keterangan: v.keterangan, fingerprint });
      form.resetFields();
      setScan('idle');
    } catch {
      // the caller showed the message; the modal stays open
    } finally {
      setBusy(false);
    }
  };

  return (
    <StaticModal
      open={open}
      title={title}
      onCancel={onCancel}
      footer={[
        <Button key="batal" onClick={onCancel}>
          Batal
        </Button>,
        <Button key="ok" type="primary" loading={busy} onClick={() => void submit()}>
          {fingerprint ? 'Scan Fingerprint' : 'Otorisasi'}
        </Button>,
      ]}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: catches Enter from every field */}
      <div onKeyDown={blockEnter}>
        <Form form={form} layout="vertical" onFinish={() => undefined}>
          {fingerprint ? (
            <Form.Item
              name="username"
              label="Username"
              rules={[{ required: true, message: 'Username Harus Diisi' }]}
            >
              <Select
                placeholder="Pilih User"
                loading={authorisers.isFetching}
                options={(authorisers.data ?? []).map((u) => ({
                  value: u.user_id,
                  label: `${u.user_id} - ${u.user_name} (${u.level})`,
                }))}
              />
            </Form.Item>
          ) : (
            <>
              <Form.Item
                name="username"
                label="Username"
                rules={[{ required: true, message: 'Username Harus Diisi' }]}
              >
                <Input autoComplete="off" />
              </Form.Item>
              <Form.Item
                name="password"
                label="Password"
                rules={[{ required: true, message: 'Password Harus Diisi' }]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </>
          )}
          {withNote && (
            <Form.Item name="keterangan" label="Keterangan">
              <Input.TextArea rows={2} />
            </Form.Item>
          )}
        </Form>
        {fingerprint && scan !== 'idle' && (
          <Alert
            type={scan === 'failed' ? 'error' : scan === 'scanned' ? 'success' : 'info'}
            title={SCAN_TEXT[scan]}
            showIcon
          />
        )}
      </div>
    </StaticModal>
  );
}
