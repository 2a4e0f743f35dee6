import type { MasterOption } from '@emas/contract';
import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import { useMasterOptions } from '../../lib/master-options.ts';

type Props = Omit<SelectProps, 'options' | 'loading'> & {
  /** The master whose active rows are the choices (sales, tukang, group, baki, rekening, ...). */
  master: string;
  /** Only the rows it keeps (a group's jenis). */
  filter?: (o: MasterOption) => boolean;
  /** The text of a choice; the master's own label by default. */
  labelOf?: (o: MasterOption) => string;
  /** A first choice 'ALL' (every row: a filter). */
  withAll?: boolean;
};

/**
 * A searchable choice among a master's active rows; works as a Form.Item child (value / onChange).
 * With `mode="multiple"` a choice closes the list, so Tab goes on to the next field (typing opens it
 * again for another choice).
 */
export function MasterSelect({ master, filter, labelOf, withAll, onSelect, ...select }: Props) {
  const options = useMasterOptions(master);
  const [open, setOpen] = useState(false);
  const closing: Pick<SelectProps, 'open' | 'onOpenChange'> =
    select.mode === 'multiple' ? { open, onOpenChange: setOpen } : {};
  return (
    <Select
      showSearch
      optionFilterProp="label"
      loading={options.isLoading}
      options={[
        ...(withAll ? [{ value: 'ALL', label: 'ALL' }] : []),
        ...(options.data ?? [])
          .filter((o) => !filter || filter(o))
          .map((o) => ({ value: o.value, label: labelOf ? labelOf(o) : o.label })),
      ]}
      {...closing}
      onSelect={(value, option) => {
        setOpen(false);
        onSelect?.(value, option);
      }}
      {...select}
    />
  );
}
