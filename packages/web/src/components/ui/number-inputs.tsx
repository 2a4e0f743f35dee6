import { KADAR_MAX } from '@emas/contract';
import { InputNumber, type InputNumberProps } from 'antd';
import type { CSSProperties } from 'react';
import { parseRupiah, rupiahText } from './number-text.ts';
import { selectOnFocus } from './select-on-focus.ts';

/**
 * The amount (Rupiah), weight (gram), kadar and count inputs of every screen. Each selects its whole
 * text on focus (see select-on-focus.ts): typing replaces a prefilled value.
 */
type Props = {
  id?: string;
  size?: 'small' | 'middle' | 'large';
  value?: number | null;
  onChange?: (v: number | undefined) => void;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
  style?: CSSProperties;
};

/** What tells one kind of number input from another (range, steps, unit, how it is shown). */
type Shape = Pick<
  InputNumberProps<number>,
  'min' | 'max' | 'step' | 'precision' | 'prefix' | 'suffix' | 'formatter' | 'parser' | 'size'
>;

/** The common input: the caller's id, label, style, value and state, with the kind's shape. */
function NumberField({ p, ...shape }: Shape & { p: Props }) {
  return (
    <InputNumber<number>
      id={p.id}
      {...selectOnFocus}
      aria-label={p['aria-label']}
      style={{ width: '100%', ...p.style }}
      value={p.value ?? undefined}
      onChange={(v) => p.onChange?.(v ?? undefined)}
      disabled={p.disabled}
      placeholder={p.placeholder}
      {...shape}
    />
  );
}

/** Whole Rupiah, shown grouped 1,234,567. */
export function RupiahInput(p: Props & { min?: number }) {
  return (
    <NumberField
      p={p}
      min={p.min ?? 0}
      formatter={rupiahText}
      parser={parseRupiah}
      prefix="Rp"
      size={p.size}
    />
  );
}

/** Grams with 3 decimals. */
export function GramInput(p: Props) {
  return <NumberField p={p} min={0} step={0.001} precision={3} suffix="gr" />;
}

/** A percentage 0-100 (a kadar) with 2 decimals. */
export function PercentInput(p: Props) {
  return <NumberField p={p} min={0} max={KADAR_MAX} step={0.01} precision={2} suffix="%" />;
}

/** A whole count from 1. */
export function QtyInput(p: Props & { max?: number }) {
  return <NumberField p={p} min={1} max={p.max} precision={0} />;
}
