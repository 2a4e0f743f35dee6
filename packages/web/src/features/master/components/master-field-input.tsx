import { type MasterField, masterByKey } from '@emas/contract';
import { Input, InputNumber, Select, Switch } from 'antd';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { parseWholeNumber } from '../../../components/ui/number-text.ts';
import { selectOnFocus } from '../../../components/ui/select-on-focus.ts';
import { useMasterOptions } from '../api/master-calls.ts';

type Props = {
  field: MasterField;
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
  /** A key code of a row being edited: shown, not changed. */
  disabled?: boolean;
};

/**
 * The input of one master field, by its type. Numbers are not clamped to their bounds: a value out of
 * range stays as typed and the field's schema refuses it with its message (a kadar above 100).
 */
export function MasterFieldInput({ field, value, onChange, id, disabled }: Props) {
  const numberProps = {
    ...selectOnFocus,
    id,
    disabled,
    style: { width: '100%' },
    value: value as number | undefined,
    onChange: (v: number | null) => onChange?.(v ?? undefined),
  };
  switch (field.type) {
    case 'money':
      return <RupiahInput id={id} min={field.min} value={value as number | undefined} onChange={onChange} />;
    case 'integer':
      return <InputNumber<number> {...numberProps} parser={parseWholeNumber} />;
    case 'decimal':
      return (
        <InputNumber<number>
          {...numberProps}
          step={field.decimals === 3 ? 0.001 : 0.01}
          precision={field.decimals ?? 3}
          suffix={field.format === 'gram' ? 'gr' : field.format === 'percent' ? '%' : undefined}
        />
      );
    case 'select':
      return (
        <Select
          id={id}
          disabled={disabled}
          value={value as string | undefined}
          onChange={onChange}
          allowClear
          placeholder={`Pilih ${field.label}`}
          options={(field.options ?? []).map((o) => ({ value: o, label: o }))}
        />
      );
    case 'ref':
      return (
        <RefSelect
          field={field}
          value={value as string | undefined}
          onChange={onChange}
          id={id}
          disabled={disabled}
        />
      );
    case 'boolean':
      return (
        <Switch
          id={id}
          checked={!!value}
          onChange={onChange}
          checkedChildren="YA"
          unCheckedChildren="TIDAK"
        />
      );
    case 'date':
      return <DatePickerField id={id} value={value as string | undefined} onChange={(v) => onChange?.(v)} />;
    default:
      return (
        <Input
          id={id}
          disabled={disabled}
          value={value as string | undefined}
          maxLength={field.max ?? (field.type === 'text' ? 150 : 30)}
          placeholder={field.placeholder}
          onChange={(e) =>
            onChange?.(field.type === 'code' || field.upper ? e.target.value.toUpperCase() : e.target.value)
          }
        />
      );
  }
}

function RefSelect({ field, value, onChange, id, disabled }: Props & { value?: string }) {
  const options = useMasterOptions(field.ref ? masterByKey(field.ref) : undefined);
  return (
    <Select
      id={id}
      disabled={disabled}
      value={value}
      onChange={onChange}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={options.isFetching}
      placeholder={`Pilih ${field.label}`}
      options={(options.data ?? []).map((o) => ({ value: o.value, label: o.label }))}
    />
  );
}
