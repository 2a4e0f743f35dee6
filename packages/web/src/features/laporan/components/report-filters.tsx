import { SearchOutlined } from '@ant-design/icons';
import { REPORT_ALL, type ReportDef, type ReportFilter, type ReportParams } from '@emas/contract';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { isHeadOffice, useSession } from '../../../lib/session.ts';
import { useMasterChoices, useTokoChoices } from '../api/report-calls.ts';

export type FilterErrors = Record<string, string | undefined>;

type Props = {
  def: Pick<ReportDef, 'filters'>;
  /** The search button's caption, and while loading (default 'Cari'). */
  submitLabel?: string;
  loadingLabel?: string;
  values: ReportParams;
  errors: FilterErrors;
  loading: boolean;
  onChange: (key: string, value: string | undefined) => void;
  onSubmit: () => void;
};

function MasterSelect({
  filter,
  value,
  onChange,
}: {
  filter: Extract<ReportFilter, { kind: 'master' }>;
  value?: string;
  onChange: (v: string) => void;
}) {
  const choices = useMasterChoices(filter.master);
  const extra = filter.extra ?? [{ value: REPORT_ALL, label: REPORT_ALL }];
  const options = [
    ...extra,
    ...(choices.data ?? [])
      .filter((o) => !extra.some((e) => e.value === o.value))
      .map((o) => ({ value: o.value, label: `${o.value} - ${o.label}` })),
  ];
  return (
    <Select
      id={`filter-${filter.key}`}
      aria-label={filter.label}
      placeholder={`Pilih ${filter.label}`}
      showSearch={{ optionFilterProp: 'label' }}
      loading={choices.isFetching}
      value={value}
      onChange={onChange}
      options={options}
    />
  );
}

/** SEMUA, the user's own shop, and the shops of head office's master list. */
function TokoSelect({
  filter,
  value,
  onChange,
}: {
  filter: Extract<ReportFilter, { kind: 'toko' }>;
  value?: string;
  onChange: (v: string) => void;
}) {
  const { user } = useSession();
  const shops = useTokoChoices();
  const own = user
    ? [{ value: user.kode_toko, label: `${user.kode_toko} - ${user.nama_toko} (TOKO INI)` }]
    : [];
  const options = [
    { value: REPORT_ALL, label: REPORT_ALL },
    ...own,
    ...(shops.data ?? [])
      .filter((t) => t.kode_toko !== user?.kode_toko)
      .map((t) => ({ value: t.kode_toko, label: `${t.kode_toko} - ${t.nama_toko}` })),
  ];
  return (
    <Select
      id={`filter-${filter.key}`}
      aria-label={filter.label}
      showSearch={{ optionFilterProp: 'label' }}
      loading={shops.isFetching}
      value={value}
      onChange={onChange}
      options={options}
    />
  );
}

/**
 * Head office's 'Pilih Toko' of a report: SEMUA (all shops merged), one shop of its master list, or
 * head office itself (its own data).
 */
function ShopSelect({
  filter,
  value,
  onChange,
}: {
  filter: Extract<ReportFilter, { kind: 'shop' }>;
  value?: string;
  onChange: (v: string) => void;
}) {
  const shops = useTokoChoices();
  const { user } = useSession();
  // Head office's own data (its own goods and shipments) stays reachable: its own shop last.
  const own = user && !shops.data?.some((t) => t.kode_toko === user.kode_toko) ? [user] : [];
  const options = [
    { value: REPORT_ALL, label: 'SEMUA TOKO' },
    ...[...(shops.data ?? []), ...own].map((t) => ({ value: t.kode_toko, label: t.nama_toko })),
  ];
  return (
    <Select
      id={`filter-${filter.key}`}
      aria-label={filter.label}
      placeholder="PILIH TOKO"
      showSearch={{ optionFilterProp: 'label' }}
      loading={shops.isFetching}
      value={value}
      onChange={onChange}
      options={options}
    />
  );
}

/**
 * The filters the user sees: head office's shop filter only at head office with no shop picked in the
 * header (a picked shop answers for itself); a choice offered to some shops only (`shops`) only there
 * (elsewhere its initial value is sent).
 */
export function useVisibleFilters(filters: readonly ReportFilter[]): readonly ReportFilter[] {
  const { user, pickedShop } = useSession();
  const headOffice = isHeadOffice(user) && !pickedShop;
  const shop = pickedShop?.kode_toko ?? user?.kode_toko ?? '';
  return filters.filter(
    (f) => (f.kind !== 'shop' || headOffice) && (f.kind !== 'select' || !f.shops || f.shops.includes(shop)),
  );
}

function FilterInput({
  filter,
  value,
  onChange,
}: {
  filter: ReportFilter;
  value?: string;
  onChange: (v: string | undefined) => void;
}) {
  switch (filter.kind) {
    case 'date':
      return <DatePickerField id={`filter-${filter.key}`} lockable value={value} onChange={onChange} />;
    case 'select':
      return (
        <Select
          id={`filter-${filter.key}`}
          aria-label={filter.label}
          showSearch={{ optionFilterProp: 'label' }}
          value={value}
          onChange={onChange}
          options={filter.options.map((o) => ({ value: o.value, label: o.label }))}
        />
      );
    case 'master':
      return <MasterSelect filter={filter} value={value} onChange={onChange} />;
    case 'toko':
      return <TokoSelect filter={filter} value={value} onChange={onChange} />;
    case 'shop':
      return <ShopSelect filter={filter} value={value} onChange={onChange} />;
    case 'text':
      return (
        <Input
          id={`filter-${filter.key}`}
          allowClear
          maxLength={filter.max ?? 50}
          value={value}
          onChange={(e) => onChange(e.target.value.toUpperCase() || undefined)}
        />
      );
  }
}

/** The report's filter form, field by field from its definition, with the Cari button. */
export function ReportFilters({
  def,
  values,
  errors,
  loading,
  onChange,
  onSubmit,
  submitLabel = 'Cari',
  loadingLabel,
}: Props) {
  const filters = useVisibleFilters(def.filters);
  return (
    <Form layout="vertical" onFinish={onSubmit} data-testid="laporan-filters">
      <Row gutter={16} align="bottom">
        {filters.map((f) => (
          <Col key={f.key} xs={24} sm={12} md={8} lg={6}>
            <Form.Item
              label={f.label}
              htmlFor={`filter-${f.key}`}
              validateStatus={errors[f.key] ? 'error' : undefined}
              help={errors[f.key]}
            >
              <FilterInput filter={f} value={values[f.key]} onChange={(v) => onChange(f.key, v)} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} sm={12} md={8} lg={6}>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={loading}>
              {loading && loadingLabel ? loadingLabel : submitLabel}
            </Button>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
