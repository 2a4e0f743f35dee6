import { KADAR_MAX } from '@emas/contract';
import { InputNumber } from 'antd';
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

/** Whole Rupiah, shown grouped 1,234,567. */
export function RupiahInput(p: Props & { min?: number }) {
  return (
    <InputNumber<number>
      id={p.id}
      {...selectOnFocus}
      aria-label={p['aria-label']}
      style={{ width: '100%', ...p.style }}
      min={p.min ?? 0}
      value={p.value ?? undefined}
      onChange={(v) => p.onChange?.(v ?? undefined)}
      formatter={rupiahText}
      parser={parseRupiah}
      prefix="Rp"
      size={p.size}
      disabled={p.disabled}
      placeholder={p.placeholder}
    />
  );
}

/** Grams with 3 decimals. */
export function GramInput(p: Props) {
  return (
    <InputNumber<number>
      id={p.id}
      {...selectOnFocus}
      aria-label={p['aria-label']}
      style={{ width: '100%', ...p.style }}
      min={0}
      step={0.001}
      precision={3}
      value={p.value ?? undefined}
      onChange={(v) => p.onChange?.(v ?? undefined)}
      suffix="gr"
      disabled={p.disabled}
      placeholder={p.placeholder}
    />
  );
}

/** A percentage 0-100 (a kadar) with 2 decimals. */
export function PercentInput(p: Props) {
  return (
    <InputNumber<number>
      id={p.id}
      {...selectOnFocus}
      aria-label={p['aria-label']}
      style={{ width: '100%', ...p.style }}
      min={0}
      max={KADAR_MAX}
      step={0.01}
      precision={2}
      value={p.value ?? undefined}
      onChange={(v) => p.onChange?.(v ?? undefined)}
      suffix="%"
      disabled={p.disabled}
      placeholder={p.placeholder}
    />
  );
}

/** A whole count from 1. */
export function QtyInput(p: Props & { max?: number }) {
  return (
    <InputNumber<number>
      id={p.id}
      {...selectOnFocus}
      aria-label={p['aria-label']}
      style={{ width: '100%', ...p.style }}
      min={1}
      max={p.max}
      precision={0}
      value={p.value ?? undefined}
      onChange={(v) => p.onChange?.(v ?? undefined)}
      disabled={p.disabled}
      placeholder={p.placeholder}
    />
  );
}
