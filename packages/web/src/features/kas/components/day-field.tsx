import { Flex } from 'antd';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { useSession } from '../../../lib/session.ts';

/** 'Tanggal' and a date no later than the system date: the day a cash list shows. */
export function DayField({ value, onChange }: { value?: string; onChange: (v: string) => void }) {
  const { user } = useSession();
  return (
    <Flex gap={8} align="center">
      <span>Tanggal</span>
      <DatePickerField value={value} onChange={onChange} maxDate={user?.tgl_system} />
    </Flex>
  );
}
