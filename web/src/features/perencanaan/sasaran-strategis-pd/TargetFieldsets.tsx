import { Fieldset, NumberInput, SimpleGrid, Stack, Table } from '@mantine/core';
import { TRIWULAN } from '@sakip/domain';
import type { fieldProps } from '../../../components/form/field-props';
import type { FormErrors } from '../../../components/form/use-zod-form';
import { withPeriodYear } from '../rpjmd/PerTahun';
import { FieldsetError } from '../../../components/form/FieldsetError';

const K = [1, 2, 3, 4, 5] as const;
type Nilai = number | null;

export interface TriwulanRow {
  tahun: number;
  triwulan: number;
  target: Nilai;
  realisasi: Nilai;
}

type YearKey = `target_${(typeof K)[number]}` | `realisasi_${(typeof K)[number]}`;

interface TargetTahunanProps {
  f: ReturnType<typeof fieldProps<Record<YearKey, Nilai>>>;
  errors: FormErrors;
  tahunAwal: number;
  disabled: boolean;
}

/** Target and realisasi of each year of the RPJMD period (target required), five columns. */
export function TargetTahunanFieldset({ f, errors, tahunAwal, disabled }: TargetTahunanProps) {
  return (
    <Fieldset legend={`Target dan realisasi per tahun (periode ${tahunAwal}-${tahunAwal + 4})`} disabled={disabled}>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
        {K.map((k) => (
          <Stack gap={4} key={k}>
            <NumberInput
              {...f.number(`target_${k}`, `Target ${tahunAwal + k - 1}`, true)}
              error={withPeriodYear(errors[`target_${k}`], tahunAwal)}
            />
            <NumberInput
              {...f.number(`realisasi_${k}`, `Realisasi ${tahunAwal + k - 1}`)}
              error={withPeriodYear(errors[`realisasi_${k}`], tahunAwal)}
            />
          </Stack>
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}

/** The quarters of the year shown in the form (the other years' rows are kept as they are). */
function quarterOf(rows: TriwulanRow[], tahun: number, tw: number): TriwulanRow {
  return (
    rows.find((r) => r.tahun === tahun && r.triwulan === tw) ?? { tahun, triwulan: tw, target: null, realisasi: null }
  );
}

function withQuarter(rows: TriwulanRow[], next: TriwulanRow): TriwulanRow[] {
  const rest = rows.filter((r) => !(r.tahun === next.tahun && r.triwulan === next.triwulan));
  return [...rest, next].sort((a, b) => a.tahun - b.tahun || a.triwulan - b.triwulan);
}

interface TriwulanProps {
  rows: TriwulanRow[];
  tahun: number;
  error: string | undefined;
  disabled: boolean;
  onChange: (rows: TriwulanRow[]) => void;
}

/** Target and realisasi of each quarter of the request year. */
export function TriwulanFieldset({ rows, tahun, error, disabled, onChange }: TriwulanProps) {
  const cell = (tw: number, field: 'target' | 'realisasi', label: string) => {
    const row = quarterOf(rows, tahun, tw);
    return (
      <Table.Td>
        <NumberInput
          aria-label={`${label} TW ${tw}`}
          value={row[field] ?? ''}
          decimalSeparator=","
          hideControls
          disabled={disabled}
          onChange={(v) => onChange(withQuarter(rows, { ...row, [field]: v === '' ? null : Number(v) }))}
        />
      </Table.Td>
    );
  };
  return (
    <Fieldset legend={`Target dan realisasi per triwulan ${tahun}`} disabled={disabled}>
      <Table.ScrollContainer minWidth={420}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Triwulan</Table.Th>
              <Table.Th>Target</Table.Th>
              <Table.Th>Realisasi</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {TRIWULAN.map((tw) => (
              <Table.Tr key={tw}>
                <Table.Td>TW {tw}</Table.Td>
                {cell(tw, 'target', 'Target')}
                {cell(tw, 'realisasi', 'Realisasi')}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <FieldsetError error={error} />
    </Fieldset>
  );
}
