import { SearchOutlined, UserOutlined } from '@ant-design/icons';
import { api } from '@emas/contract';
import { AutoComplete, Col, Collapse, Form, type FormInstance, Input, Row, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value.ts';
import type { PartyForm } from '../../dokumen/api/party-body.ts';
import { findCounterMembers } from '../api/penjualan-calls.ts';

/** The id of the member search box (F3 focuses it). */
export const MEMBER_SEARCH_ID = 'cari-member';

const idOf = (id: string | undefined) => (id ? { id } : {});
const labelFor = (id: string | undefined) => (id ? { htmlFor: id } : {});

type Ids = Partial<Record<'kode_member' | 'nama_customer' | 'alamat_customer' | 'no_hp', string>>;

/**
 * Who the document is for, folded away until needed: the header names the customer (UMUM by
 * default); F3 opens it on the member search, which finds a member by code, name or phone number.
 * The fields stay in the form while folded.
 */
export function CustomerSection<T extends PartyForm>({
  form,
  open,
  onOpenChange,
  ids = {},
}: {
  form: FormInstance<T>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ids?: Ids;
}) {
  const nama = Form.useWatch('nama_customer', form) as string | undefined;
  const kode = Form.useWatch('kode_member', form) as string | undefined;
  return (
    <Collapse
      size="small"
      activeKey={open ? ['customer'] : []}
      onChange={(keys) => onOpenChange((Array.isArray(keys) ? keys : [keys]).includes('customer'))}
      data-testid="customer-section"
      items={[
        {
          key: 'customer',
          forceRender: true,
          label: (
            <span>
              <UserOutlined /> Customer: <b data-testid="customer-name">{nama?.trim() || 'UMUM'}</b>
              {kode ? ` · Member ${kode}` : ''}
              <Typography.Text type="secondary"> (F3)</Typography.Text>
            </span>
          ),
          children: <CustomerFields form={form} ids={ids} />,
        },
      ]}
    />
  );
}

function CustomerFields<T extends PartyForm>({ form, ids }: { form: FormInstance<T>; ids: Ids }) {
  const [cari, setCari] = useState('');
  const debounced = useDebouncedValue(cari.trim(), 300);
  const [members, setMembers] = useState<api.MemberRow[]>([]);
  const [looked, setLooked] = useState(false);
  const seq = useRef(0);

  useEffect(() => {
    if (debounced.length < 3) {
      setMembers([]);
      setLooked(false);
      return;
    }
    const ctl = new AbortController();
    const mine = ++seq.current;
    findCounterMembers(debounced, ctl.signal)
      .then((rows) => {
        if (mine !== seq.current) return;
        setMembers(rows);
        setLooked(true);
      })
      .catch(() => undefined);
    return () => ctl.abort();
  }, [debounced]);

  const pick = (kodeMember: string) => {
    const m = members.find((x) => x.kode_member === kodeMember);
    if (!m) return;
    form.setFieldsValue({
      kode_member: m.kode_member,
      nama_customer: m.nama_customer,
      alamat_customer: m.alamat_customer,
      no_hp: m.no_hp,
    } as Parameters<typeof form.setFieldsValue>[0]);
    setCari('');
  };

  return (
    <Row gutter={[12, 0]}>
      <Col span={24}>
        <Form.Item label="Cari Member (kode, nama atau no HP)" htmlFor={MEMBER_SEARCH_ID}>
          <AutoComplete
            id={MEMBER_SEARCH_ID}
            value={cari}
            onChange={setCari}
            onSelect={pick}
            // Enter takes the highlighted member, the first one unless the arrows moved.
            defaultActiveFirstOption
            options={members.map((m) => ({
              value: m.kode_member,
              label: `${m.kode_member} · ${m.nama_customer} · ${m.no_hp}`,
            }))}
            notFoundContent={looked ? api.COUNTER_MSG.memberNotFound : null}
          >
            <Input prefix={<SearchOutlined />} placeholder="Min. 3 karakter" autoComplete="off" />
          </AutoComplete>
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="kode_member" label="Kode Member" {...labelFor(ids.kode_member)}>
          <Input {...idOf(ids.kode_member)} maxLength={13} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="nama_customer" label="Nama Customer" {...labelFor(ids.nama_customer)}>
          <Input
            {...idOf(ids.nama_customer)}
            maxLength={100}
            placeholder="UMUM"
            style={{ textTransform: 'uppercase' }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="no_hp" label="No HP" {...labelFor(ids.no_hp)}>
          <Input {...idOf(ids.no_hp)} maxLength={20} placeholder="08xxxxxxxxxx" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="alamat_customer" label="Alamat" {...labelFor(ids.alamat_customer)}>
          <Input {...idOf(ids.alamat_customer)} maxLength={255} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
      </Col>
    </Row>
  );
}
