import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { api } from '@emas/contract';
import { Alert, Button, Col, Form, Input, Row, Select } from 'antd';
import { digitsOnly } from '../../../components/ui/input-formatters.ts';
import { useSaveStep } from '../api/setup-toko.ts';
import { StepActions } from './step-actions.tsx';

type UserValues = api.SetupUsersInput[number];
type Values = { users: UserValues[] };

const LEVEL_LABEL: Record<string, string> = {
  KASIR: 'KASIR (Kasir)',
  SPV: 'SPV (Supervisor)',
  OWN: 'OWN (Pemilik)',
};
const STARTER_USERS: Partial<UserValues>[] = [
  { user_id: 'kasir1', user_name: 'KASIR 1', level: 'KASIR' },
  { user_id: 'spv1', user_name: 'SUPERVISOR', level: 'SPV' },
];

/** Step 4: the shop's users: at least one cashier and one supervisor or owner, each with a password. */
export function UsersStep({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const save = useSaveStep(api.saveSetupUsers);
  return (
    <Form<Values>
      layout="vertical"
      initialValues={{ users: STARTER_USERS }}
      onFinish={(v) =>
        save.mutate(
          { users: v.users.map((u) => ({ ...u, no_hp: u.no_hp || undefined })) },
          { onSuccess: onDone },
        )
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="Minimal satu KASIR dan satu SPV atau OWN (SPV/OWN memberi otorisasi di kasir). User admin tetap dipakai untuk setting."
      />
      <Form.List name="users">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f, i) => (
              <Row key={f.key} gutter={8} align="top">
                <Col xs={24} md={4}>
                  <Form.Item
                    name={[f.name, 'user_id']}
                    label={i === 0 ? 'User ID' : undefined}
                    rules={[{ required: true, whitespace: true, message: 'User ID Tidak Boleh Kosong' }]}
                  >
                    <Input aria-label={`User ID ${i + 1}`} maxLength={50} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={6}>
                  <Form.Item
                    name={[f.name, 'user_name']}
                    label={i === 0 ? 'Nama User' : undefined}
                    rules={[{ required: true, whitespace: true, message: 'Nama User Tidak Boleh Kosong' }]}
                  >
                    <Input aria-label={`Nama User ${i + 1}`} maxLength={100} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={4}>
                  <Form.Item
                    name={[f.name, 'level']}
                    label={i === 0 ? 'Level' : undefined}
                    rules={[{ required: true, message: 'Level Harus Dipilih' }]}
                  >
                    <Select
                      aria-label={`Level ${i + 1}`}
                      options={api.SETUP_USER_LEVELS.map((l) => ({ value: l, label: LEVEL_LABEL[l] ?? l }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={5}>
                  <Form.Item
                    name={[f.name, 'password']}
                    label={i === 0 ? 'Password' : undefined}
                    rules={[
                      { required: true, message: 'Password Tidak Boleh Kosong' },
                      { min: 6, message: 'Password Minimal 6 Karakter' },
                    ]}
                  >
                    <Input.Password
                      aria-label={`Password ${i + 1}`}
                      maxLength={200}
                      autoComplete="new-password"
                    />
                  </Form.Item>
                </Col>
                <Col xs={20} md={4}>
                  <Form.Item
                    name={[f.name, 'no_hp']}
                    label={i === 0 ? 'No HP' : undefined}
                    normalize={digitsOnly}
                  >
                    <Input aria-label={`No HP ${i + 1}`} maxLength={20} inputMode="numeric" />
                  </Form.Item>
                </Col>
                <Col xs={4} md={1} style={{ paddingTop: i === 0 ? 30 : 0 }}>
                  <Button
                    aria-label={`Hapus User ${i + 1}`}
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => remove(f.name)}
                    disabled={fields.length <= 1}
                  />
                </Col>
              </Row>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ level: 'KASIR' })}>
              Tambah User
            </Button>
          </>
        )}
      </Form.List>
      <StepActions onBack={onBack} saving={save.isPending} />
    </Form>
  );
}
