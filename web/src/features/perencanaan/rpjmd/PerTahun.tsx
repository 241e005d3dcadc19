import { Fieldset, NumberInput, SimpleGrid, Stack, Table } from '@mantine/core';
import { formatNumber, formatPercent, type KinerjaChild, type SasaranStrategisPdChild } from '@sakip/domain';
import type { FormErrors } from '../../../components/form/use-zod-form';

/**
 * Pieces shared by the RPJMD-level screens (sasaran strategis RPJMD, kinerja cross cutting):
 * the per-year inputs and table of a 5-year period, number texts, list responses as options.
 */
export const TAHUN_KE = [1, 2, 3, 4, 5] as const;
type Nilai = number | null;
export type PerTahunValues = Record<`${'target' | 'realisasi'}_${(typeof TAHUN_KE)[number]}`, Nilai>;

export const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : formatNumber(value, 2);

export function emptyPerTahun(r: Partial<PerTahunValues> | null): PerTahunValues {
  return Object.fromEntries(
    TAHUN_KE.flatMap((k) => [
      [`target_${k}`, r?.[`target_${k}`] ?? null],
      [`realisasi_${k}`, r?.[`realisasi_${k}`] ?? null],
    ]),
  ) as PerTahunValues;
}

/**
 * The schema names a period's year by its place ('Target tahun ke-1 wajib diisi'); the form labels
 * it by the year ('Target 2024'), so its message says the year too.
 */
export function withPeriodYear(message: string | undefined, tahunAwal: number): string | undefined {
  return message?.replace(/tahun ke-([1-5])/, (_m, k: string) => String(tahunAwal + Number(k) - 1));
}

/** The rows of a paginated list response (a CRUD list used as the choices of a picker). */
export function listRecords(res: unknown): Record<string, unknown>[] {
  return res && typeof res === 'object' && 'data' in res && Array.isArray(res.data)
    ? (res.data as Record<string, unknown>[])
    : [];
}

/** Target (and realisasi) of each year of the period, five columns. */
export function PerTahunFields({
  values,
  errors,
  tahunAwal,
  targetRequired,
  disabled,
  onChange,
}: {
  values: PerTahunValues;
  errors: FormErrors;
  tahunAwal: number;
  targetRequired: boolean;
  disabled: boolean;
  onChange: (key: keyof PerTahunValues, value: Nilai) => void;
}) {
  const input = (key: keyof PerTahunValues, label: string, required: boolean) => (
    <NumberInput
      label={label}
      required={required}
      value={values[key] ?? ''}
      error={withPeriodYear(errors[key], tahunAwal)}
      disabled={disabled}
      decimalSeparator=","
      hideControls
      onChange={(v) => onChange(key, v === '' ? null : Number(v))}
    />
  );
  return (
    <Fieldset legend={`Target dan realisasi per tahun (periode ${tahunAwal}-${tahunAwal + 4})`} disabled={disabled}>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
        {TAHUN_KE.map((k) => (
          <Stack gap={4} key={k}>
            {input(`target_${k}`, `Target ${tahunAwal + k - 1}`, targetRequired)}
            {input(`realisasi_${k}`, `Realisasi ${tahunAwal + k - 1}`, false)}
          </Stack>
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}

type PerTahunRecord = Record<`${'target' | 'realisasi' | 'capaian'}_${(typeof TAHUN_KE)[number]}`, Nilai> & {
  baseline: Nilai;
  tahun_awal: number;
};

/** Baseline and target / realisasi / capaian of each year of the period. */
export function PerTahunTable({ record, satuan }: { record: PerTahunRecord; satuan: string }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder aria-label="Target dan realisasi per tahun">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tahun</Table.Th>
            <Table.Th ta="right">Target ({satuan})</Table.Th>
            <Table.Th ta="right">Realisasi</Table.Th>
            <Table.Th ta="right">Capaian</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>Baseline ({record.tahun_awal - 1})</Table.Td>
            <Table.Td ta="right">-</Table.Td>
            <Table.Td ta="right">{numberText(record.baseline)}</Table.Td>
            <Table.Td ta="right">-</Table.Td>
          </Table.Tr>
          {TAHUN_KE.map((k) => (
            <Table.Tr key={k}>
              <Table.Td>{record.tahun_awal + k - 1}</Table.Td>
              <Table.Td ta="right">{numberText(record[`target_${k}`])}</Table.Td>
              <Table.Td ta="right">{numberText(record[`realisasi_${k}`])}</Table.Td>
              <Table.Td ta="right">{formatPercent(record[`capaian_${k}`])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** An SS-PD under an RPJMD goal, in the shape of the shared children table. */
export function ssPdAsChild(c: SasaranStrategisPdChild): KinerjaChild {
  return {
    id: c.id,
    kode: null,
    nama: c.sasaran_strategis_satker,
    sasaran: c.sasaran_strategis_satker,
    indikator: c.iku,
    target: c.target,
    satuan: c.satuan,
    realisasi: c.realisasi,
    capaian: c.capaian,
    satuan_kerja_id: c.satuan_kerja_id,
    satuan_kerja_nama: c.satuan_kerja_nama,
    is_cross: c.is_cross,
  };
}
