import { Fieldset, NumberInput, SimpleGrid } from '@mantine/core';
import { BULAN } from '@sakip/domain';

interface MonthlyInputProps {
  legend: string;
  /** 12 values, January first. */
  value: (number | null)[];
  onChange: (value: (number | null)[]) => void;
  error?: string | undefined;
  disabled?: boolean;
  /** Thousands separator for money. */
  money?: boolean;
}

/** Twelve number inputs, Januari..Desember. */
export function MonthlyInput({ legend, value, onChange, error, disabled = false, money = false }: MonthlyInputProps) {
  return (
    <Fieldset legend={legend} disabled={disabled}>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} spacing="xs">
        {BULAN.map((bulan, i) => (
          <NumberInput
            key={bulan}
            label={bulan}
            aria-label={`${legend} ${bulan}`}
            value={value[i] ?? ''}
            decimalSeparator=","
            thousandSeparator={money ? '.' : undefined}
            hideControls
            disabled={disabled}
            onChange={(next) => {
              const copy = Array.from({ length: 12 }, (_, k) => value[k] ?? null);
              copy[i] = next === '' ? null : Number(next);
              onChange(copy);
            }}
          />
        ))}
      </SimpleGrid>
      {error ? (
        <div role="alert" style={{ color: 'var(--mantine-color-error)', fontSize: 'var(--mantine-font-size-xs)' }}>
          {error}
        </div>
      ) : null}
    </Fieldset>
  );
}
