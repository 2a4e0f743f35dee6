import { Select } from 'antd';
import type { CSSProperties } from 'react';

/** Props a Form.Item gives its child, plus the usual select extras. */
export type ChoiceSelectProps = {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  'aria-label'?: string;
};

/** A searchable, clearable choice among fixed options; works as a Form.Item child (value / onChange). */
export function ChoiceSelect({
  options,
  loading,
  notFound,
  ...p
}: ChoiceSelectProps & { options: { value: string; label: string }[]; loading: boolean; notFound?: string }) {
  return (
    <Select
      id={p.id}
      aria-label={p['aria-label']}
      value={p.value}
      onChange={(v) => p.onChange?.(v ?? undefined)}
      allowClear={p.allowClear ?? true}
      disabled={p.disabled}
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      placeholder={p.placeholder}
      options={options}
      notFoundContent={notFound}
      style={p.style}
    />
  );
}
