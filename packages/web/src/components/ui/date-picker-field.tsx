import { todayJakarta } from '@emas/contract';
import { Button, DatePicker } from 'antd';
import dayjs from 'dayjs';
import { type CSSProperties, useState } from 'react';
import { useDateLock } from './use-date-lock.ts';

export const DATE_FORMAT = 'YYYY-MM-DD';

export type DatePickerFieldProps = {
  /** yyyy-MM-dd */
  value?: string | null;
  onChange?: (value: string) => void;
  /** Follows the date-lock rule (active-date setting, level and the previous-day modules). */
  lockable?: boolean;
  disabled?: boolean;
  placeholder?: string;
  minDate?: string;
  maxDate?: string;
  id?: string;
  style?: CSSProperties;
};

/**
 * The date picker: no typing, a 'Hari Ini' button, values as yyyy-MM-dd strings; read-only when the
 * date lock applies to the user. Works as a Form.Item child (value / onChange).
 */
export function DatePickerField({
  value,
  onChange,
  lockable,
  disabled,
  placeholder,
  minDate,
  maxDate,
  id,
  style,
}: DatePickerFieldProps) {
  const locked = useDateLock() && !!lockable;
  const [open, setOpen] = useState(false);
  return (
    <DatePicker
      id={id}
      inputReadOnly
      open={open}
      onOpenChange={setOpen}
      allowClear={false}
      format={DATE_FORMAT}
      placeholder={placeholder ?? 'Pilih Tanggal'}
      value={value ? dayjs(value, DATE_FORMAT) : null}
      onChange={(d) => d && onChange?.(d.format(DATE_FORMAT))}
      disabled={disabled || locked}
      minDate={minDate ? dayjs(minDate, DATE_FORMAT) : undefined}
      maxDate={maxDate ? dayjs(maxDate, DATE_FORMAT) : undefined}
      showNow={false}
      renderExtraFooter={() => (
        <Button
          type="link"
          size="small"
          block
          onClick={() => {
            onChange?.(todayJakarta());
            setOpen(false);
          }}
        >
          Hari Ini
        </Button>
      )}
      style={{ width: '100%', ...style }}
    />
  );
}
