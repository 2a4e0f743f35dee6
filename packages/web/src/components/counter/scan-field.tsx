import { Input, type InputRef } from 'antd';
import { memo, type Ref, useImperativeHandle, useRef, useState } from 'react';

/** `submit`: the same as Enter (the screen's Tambah / Cari button). */
export type ScanFieldHandle = { focus: () => void; clear: () => void; submit: () => void };

type Props = {
  id?: string;
  ariaLabel: string;
  placeholder: string;
  /** Called on Enter with the typed text; the field keeps it until `clear`. */
  onScan: (text: string) => void;
  /** Cleans each typed value (upper case, no spaces, ...). */
  normalise?: (v: string) => string;
  maxLength?: number;
  prefix?: React.ReactNode;
  handle?: Ref<ScanFieldHandle>;
  autoFocus?: boolean;
};

/**
 * The barcode (or invoice number) field of a counter. Its text lives here, not in the screen, so a
 * scanner typing eight digits in a few milliseconds re-renders this field only, never the cart, the
 * payments and the totals.
 */
export const ScanField = memo(function ScanField({
  id,
  ariaLabel,
  placeholder,
  onScan,
  normalise = (v) => v,
  maxLength,
  prefix,
  handle,
  autoFocus,
}: Props) {
  const [text, setText] = useState('');
  const input = useRef<InputRef>(null);
  const latest = useRef({ onScan, text });
  latest.current = { onScan, text };
  useImperativeHandle(handle, () => ({
    focus: () => input.current?.focus(),
    clear: () => setText(''),
    submit: () => latest.current.onScan(latest.current.text),
  }));
  return (
    <Input
      ref={input}
      id={id}
      size="large"
      autoFocus={autoFocus}
      autoComplete="off"
      aria-label={ariaLabel}
      placeholder={placeholder}
      prefix={prefix}
      maxLength={maxLength}
      data-scan="true"
      value={text}
      onChange={(e) => setText(normalise(e.target.value))}
      onPressEnter={(e) => {
        // No keypress: it would press the OK button of an error box opened by this Enter.
        e.preventDefault();
        latest.current.onScan(latest.current.text);
      }}
    />
  );
});
