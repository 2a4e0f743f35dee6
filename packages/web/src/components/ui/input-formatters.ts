import {
  barcodeChars,
  decimalTwoPlaces,
  digitsAndDot,
  digitsDotAndK,
  digitsFromOne,
  onlyDigits,
  percentageInput,
  spacesToUnderscore,
} from '@emas/contract';
import { type ChangeEvent, useCallback, useState } from 'react';
import { toast } from './notify.tsx';

/**
 * The input formatters of the foundation document (section 5) for antd forms and plain inputs.
 * The rules themselves live in the contract; here they become Form.Item `normalize` functions and
 * an input hook. The percentage field shows the toast 'Tidak Boleh Melebihi 100 !' and is cleared.
 */
type Normalize = (value: unknown) => string;
const asText = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const normalizer =
  (format: (v: string) => string): Normalize =>
  (v) =>
    format(asText(v));

export const digitsOnly = normalizer(onlyDigits);
/** A barcode field: legacy digits or a chain code (TK1-000042), upper case. */
export const barcodeInput = normalizer(barcodeChars);
export const digitsDot = normalizer(digitsAndDot);
export const digitsDotK = normalizer(digitsDotAndK);
export const fromOne = normalizer(digitsFromOne);
export const decimal2 = normalizer(decimalTwoPlaces);
export const underscoreSpaces = normalizer(spacesToUnderscore);

/** Percentage: at most 2 decimals; over 100 the toast shows and the field is cleared. */
export const percent: Normalize = (v) => {
  const { value, error } = percentageInput(asText(v));
  if (error) toast.error(error);
  return value;
};

export const INPUT_FORMATTERS = {
  digitsOnly,
  barcodeInput,
  digitsDot,
  digitsDotK,
  fromOne,
  decimal2,
  underscoreSpaces,
  percent,
} as const;
export type InputFormat = keyof typeof INPUT_FORMATTERS;

/** A controlled input whose every keystroke goes through the formatter. */
export function useFormattedInput(format: InputFormat, initial = '') {
  const [value, setValue] = useState(() => INPUT_FORMATTERS[format](initial));
  const onChange = useCallback(
    (e: ChangeEvent<HTMLInputElement> | string) =>
      setValue(INPUT_FORMATTERS[format](typeof e === 'string' ? e : e.target.value)),
    [format],
  );
  return { value, onChange, setValue };
}
