import { AUTHORISER_LEVELS, api, MODULE } from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Select } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { callData } from '../../lib/api-client.ts';
import { useFingerprintOutcome } from '../../lib/fingerprint-scan.ts';
import { useSession } from '../../lib/session.ts';
import { StaticModal } from './static-modal.tsx';

export type AuthorizationInput = {
  username: string;
  password?: string;
  keterangan?: string;
  fingerprint: boolean;
  /** With the fingerprint module: the successful scan that stands in for the password. */
  fingerprintId?: string;
};

/** The authoriser's credentials of `POST authorization`: the password, or the fingerprint scan. */
export const authorizerCredentials = (input: AuthorizationInput) =>
  input.fingerprintId
    ? { user_id: input.username, fingerprint_id: input.fingerprintId }
    : { user_id: input.username, password: input.password ?? '' };

export type AuthorizationModalProps = {
  open: boolean;
  title?: string;
  /** Asks for a note (keterangan). */
  withNote?: boolean;
  /** Checks the authorisation (the protected call or the authorisation call); throwing keeps the modal open. */
  onSubmit: (input: AuthorizationInput) => Promise<void> | void;
  onCancel: () => void;
  /** The feature name sent with a fingerprint scan (kategori); default the title without 'Otorisasi'. */
  kategori?: string;
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
 * module a choice among the SPV/OWN users and a scan: the user's template reference is read, a scan
 * is asked for, and the modal waits on the live channel for the reader's outcome; an optional note.
 */
export function AuthorizationModal({
  open,
  title = 'Otorisasi',
  withNote,
  onSubmit,
  onCancel,
  kategori,
}: AuthorizationModalProps) {
  const { user } = useSession();
  const fingerprint = !!user?.module.some((m) => m.key === MODULE.FINGERPRINT && m.active);
  const [form] = Form.useForm<{ username: string; password?: string; keterangan?: string }>();
  const [busy, setBusy] = useState(false);
  const [scan, setScan] = useState<ScanState>('idle');
  const outcome = useFingerprintOutcome();
  const feature = kategori ?? (title.replace(/^otorisasi\s*/i, '').toUpperCase() || 'OTORISASI');

  /** Asks the counter's reader for a scan of the user: the scan's id once it matched, else null. */
  const scanOf = async (userId: string): Promise<string | null> => {
    const { fp } = await callData(api.getUserFingerprint, { query: { user_id: userId } });
    const request = await callData(api.authorizeFingerprint, {
      body: { user_id: userId, fp, kategori: feature },
    });
    setScan('waiting');
    const result = await outcome.waitFor(request.id);
    setScan(result?.status === 'SUCCESS' ? 'scanned' : 'failed');
    return result?.status === 'SUCCESS' ? request.id : null;
  };

  const authorisers = useQuery({
    queryKey: ['authorisers'],
    enabled: open && fingerprint,
    // The SPV/OWN users (the server lists them to the counters that ask for authorisations).
    queryFn: ({ signal }) => callData(api.listFingerprintUsers, { signal }),
    select: (rows) => rows.filter((r) => AUTHORISER_LEVELS.includes(r.level)),
  });

  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      let fingerprintId: string | undefined;
      if (fingerprint) {
        setScan('idle');
        fingerprintId = (await scanOf(v.username)) ?? undefined;
        if (!fingerprintId) return;
      }
      await onSubmit({
        username: v.username,
        password: v.password,
        keterangan: v.keterangan,
        fingerprint,
        fingerprintId,
      });
      form.resetFields();
      setScan('idle');
    } catch {
      // the caller showed the message; the modal stays open
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    outcome.cancel();
    setScan('idle');
    onCancel();
  };

  return (
    <StaticModal
      open={open}
      title={title}
      onCancel={cancel}
      footer={[
        <Button key="batal" onClick={cancel}>
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
