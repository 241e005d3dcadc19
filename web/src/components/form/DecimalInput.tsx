import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';

/** The text a number shows in: the id-ID decimal comma ("25,5"). */
export function decimalText(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '' : String(value).replace('.', ',');
}

/** "25,5" and "25.5" → 25.5; '' → null; anything else (letters, two separators) → undefined. */
export function parseDecimal(text: string): number | null | undefined {
  const s = text.trim();
  if (s === '') return null;
  if (!/^-?\d+(?:[.,]\d*)?$/.test(s)) return undefined;
  return Number(s.replace(',', '.'));
}

interface DecimalInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'min' | 'max'> {
  value: number | null;
  onChange: (value: number | null) => void;
  /** Keystrokes giving a value below this are refused (default 0: no minus sign). */
  min?: number;
  /** Decimals accepted (default 2). */
  decimals?: number;
}

/**
 * A decimal number typed the way people type it here: "25,5" and "25.5" are both 25.5 (Mantine's
 * NumberInput with a comma separator reads "25.5" as 255). A keystroke that would not give a number
 * (a letter, a second separator, a minus where the minimum is 0, too many decimals) is refused, so
 * the field never holds what the schema would reject for its form; limits above stay the schema's
 * (inline error on the field).
 */
export function DecimalInput({ value, onChange, min = 0, decimals = 2, ...props }: DecimalInputProps) {
  const [text, setText] = useState(decimalText(value));
  // A value set from outside (a reset, a refetch) replaces the text unless it already means it
  // (adjusting state while rendering, as React advises instead of an effect).
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (parseDecimal(text) !== value) setText(decimalText(value));
  }
  const accept = (next: string) => {
    const s = next.trim();
    if (s === '') return true;
    const partial = new RegExp(`^${min < 0 ? '-?' : ''}\\d*(?:[.,]\\d{0,${decimals}})?$`);
    return partial.test(s);
  };
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={text}
      onChange={(e) => {
        const next = e.currentTarget.value;
        if (!accept(next)) return;
        setText(next);
        const parsed = parseDecimal(next);
        if (parsed !== undefined) onChange(parsed);
      }}
    />
  );
}
