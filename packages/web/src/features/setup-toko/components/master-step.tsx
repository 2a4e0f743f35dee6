import { CloudDownloadOutlined } from '@ant-design/icons';
import { api, masterByKey, SETUP_MASTERS, STARTER_MASTERS } from '@emas/contract';
import { Alert, Button, Col, Collapse, Form, Input, Row, Tabs } from 'antd';
import { useState } from 'react';
import { useSaveStep } from '../api/setup-toko.ts';
import { type Drafts, draftKey, MasterTable } from './master-table.tsx';
import { StepActions } from './step-actions.tsx';

const starterDrafts = (): Drafts =>
  Object.fromEntries(
    SETUP_MASTERS.map((m) => [m.key, (STARTER_MASTERS[m.key] ?? []).map((r) => ({ ...r, _k: draftKey() }))]),
  );

/** Step 2: the starter masters of a gold shop, edited before they are saved; a branch may copy head office's. */
export function MasterStep({
  appType,
  onBack,
  onDone,
}: {
  appType: 'PUSAT' | 'TOKO';
  onBack: () => void;
  onDone: () => void;
}) {
  const [drafts, setDrafts] = useState<Drafts>(starterDrafts);
  const save = useSaveStep(api.saveSetupMaster);
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        master: SETUP_MASTERS.map((m) => ({
          key: m.key,
          rows: (drafts[m.key] ?? []).map(({ _k, ...row }) => row),
        })),
      },
      { onSuccess: onDone },
    );
  };
  return (
    <>
      {appType === 'TOKO' && <SalinPusat onDone={onDone} />}
      <form onSubmit={onSubmit} aria-label="Data Master Awal">
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title="Data master awal toko emas: ubah, tambah atau hapus baris sesuai toko Anda, lalu simpan. Gudang sistem (TOKO, BELI, TITIP, CUCI, HANCUR, REPARASI) wajib ada."
        />
        <Tabs
          tabPlacement="top"
          size="small"
          items={SETUP_MASTERS.map((m) => {
            const def = masterByKey(m.key);
            if (!def) throw new Error(m.key);
            return {
              key: m.key,
              label: `${def.title} (${drafts[m.key]?.length ?? 0})`,
              children: (
                <MasterTable
                  def={def}
                  drafts={drafts}
                  onChange={(rows) => setDrafts((d) => ({ ...d, [m.key]: rows }))}
                />
              ),
            };
          })}
        />
        <StepActions onBack={onBack} saving={save.isPending} />
      </form>
    </>
  );
}

type SalinValues = { portal: string; token: string };

/** A branch copies every master of head office (its portal and a credential head office issued). */
function SalinPusat({ onDone }: { onDone: () => void }) {
  const salin = useSaveStep(api.salinMasterPusat);
  return (
    <Collapse
      size="small"
      style={{ marginBottom: 16 }}
      items={[
        {
          key: 'salin',
          label: 'Cabang: Salin Data Master Dari Kantor Pusat',
          children: (
            <Form<SalinValues> layout="vertical" onFinish={(v) => salin.mutate(v, { onSuccess: onDone })}>
              <Row gutter={12} align="top">
                <Col xs={24} md={10}>
                  <Form.Item
                    name="portal"
                    label="Portal Kantor Pusat"
                    rules={[{ required: true, whitespace: true, message: 'Portal Tidak Boleh Kosong' }]}
                  >
                    <Input placeholder="https://pusat.example.com" maxLength={255} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={9}>
                  <Form.Item
                    name="token"
                    label="Token Dari Kantor Pusat"
                    extra="Dibuat pemilik di Kantor Pusat: Setting Toko, Token Layanan atas nama kode toko ini"
                    rules={[
                      { required: true, whitespace: true, message: 'Token Kantor Pusat Tidak Boleh Kosong' },
                    ]}
                  >
                    <Input.Password maxLength={200} autoComplete="off" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={5}>
                  <Form.Item label=" ">
                    <Button
                      htmlType="submit"
                      icon={<CloudDownloadOutlined />}
                      loading={salin.isPending}
                      block
                    >
                      Salin Data Master
                    </Button>
                  </Form.Item>
                </Col>
              </Row>
            </Form>
          ),
        },
      ]}
    />
  );
}
