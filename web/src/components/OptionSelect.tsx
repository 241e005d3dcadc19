import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, type QueryParams } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { LOADING_TEXT } from './LoadingText';

/** SPEC §5: shown by a picker whose required parameter (the unit) is not chosen yet. */
export const MESSAGE_DEPENDS_ON = 'Pilih satuan kerja terlebih dahulu';

type OptionRecord = Record<string, unknown>;

export interface OptionSelectProps {
  /** The option call, e.g. '/option/program' or '/option/sub-kegiatan/1010'. */
  endpoint: string;
  params?: QueryParams;
  /** Params that must have a value before anything loads (e.g. ['satuan_kerja_id']). */
  dependsOn?: string[];
  /** Field of the option record used as the value (default 'id'). */
  valueKey?: string;
  /** Field (or a function) giving the label (default 'nama'). */
  labelKey?: string | ((record: OptionRecord) => string);
  label: string;
  value: string | number | null;
  onChange: (value: string | null, record: OptionRecord | null) => void;
  error?: string | undefined;
  /** SPEC §5: required by default (cannot be cleared, the search input is required while empty). */
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Reads the records of a response that is not a plain array (e.g. a paginated list). */
  recordsOf?: (response: unknown) => OptionRecord[];
  /** Text of the message shown while a dependsOn param is missing. */
  dependsOnMessage?: string;
  /**
   * The record's saved choice, shown while it is chosen even when the options do not hold it
   * (a holder since deactivated, or beyond the first rows of a long list) rather than an empty field.
   */
  current?: { value: string; label: string } | null;
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

function missingParam(params: QueryParams | undefined, dependsOn: string[]): boolean {
  return dependsOn.some((key) => {
    const value = params?.[key];
    if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined && v !== '').length === 0;
    return value === undefined || value === null || value === '';
  });
}

/**
 * "Pilih …" from the label in lower case, but an acronym keeps its capitals: 'Pejabat (NIP)' →
 * 'Pilih pejabat (NIP)', 'Sasaran strategis RPJMD' → 'Pilih sasaran strategis RPJMD'.
 */
export function choosePlaceholder(label: string): string {
  const word = (w: string) => (/^\W*[A-Z0-9]{2,}\W*$/.test(w) ? w : w.toLowerCase());
  return `Pilih ${label.split(' ').map(word).join(' ')}`;
}

/** A searchable Mantine Select bound to an option call of SPEC §7. */
export function OptionSelect({
  endpoint,
  params,
  dependsOn = [],
  valueKey = 'id',
  labelKey = 'nama',
  label,
  value,
  onChange,
  error,
  required = true,
  disabled = false,
  placeholder,
  dependsOnMessage = MESSAGE_DEPENDS_ON,
  recordsOf,
  current,
}: OptionSelectProps) {
  const waiting = missingParam(params, dependsOn);
  const query = useQuery({
    queryKey: queryKeys.option.list(endpoint, params ?? {}),
    queryFn: async () => {
      const response = await api.get<unknown>(endpoint, params ? { query: params } : {});
      return recordsOf ? recordsOf(response) : Array.isArray(response) ? (response as OptionRecord[]) : [];
    },
    enabled: !waiting,
    staleTime: 60_000,
  });

  const records = useMemo(() => (waiting ? [] : (query.data ?? [])), [waiting, query.data]);
  const data = useMemo(() => {
    const seen = new Set<string>();
    const out: { value: string; label: string }[] = [];
    for (const record of records) {
      const v = textOf(record[valueKey]);
      if (!v || seen.has(v)) continue;
      seen.add(v);
      const text = typeof labelKey === 'function' ? labelKey(record) : textOf(record[labelKey]) || v;
      out.push({ value: v, label: text });
    }
    return out;
  }, [records, valueKey, labelKey]);

  const selected = value === null || value === undefined || value === '' ? null : String(value);
  const shown =
    current && selected === current.value && !waiting && !data.some((d) => d.value === current.value)
      ? [...data, current]
      : data;
  const loading = !waiting && query.isFetching;
  let nothingFound = 'Tidak ada data';
  if (waiting) nothingFound = dependsOnMessage;
  else if (loading) nothingFound = LOADING_TEXT;

  return (
    <Select
      label={label}
      data={shown}
      value={selected}
      onChange={(next) => {
        if (next === null && required) return;
        const record = next === null ? null : (records.find((r) => textOf(r[valueKey]) === next) ?? null);
        onChange(next, record);
      }}
      searchable
      clearable={!required}
      allowDeselect={!required}
      // The native required flag on the search input only while nothing is chosen (SPEC §5).
      required={required && selected === null}
      withAsterisk={required}
      disabled={disabled}
      error={error}
      placeholder={waiting ? dependsOnMessage : loading ? LOADING_TEXT : (placeholder ?? choosePlaceholder(label))}
      nothingFoundMessage={nothingFound}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

type SatuanKerjaSelectProps = Omit<OptionSelectProps, 'endpoint' | 'valueKey' | 'labelKey' | 'label'> & {
  label?: string;
};

/** The picker of a satuan kerja (the units the user may choose), by id with its name as the label. */
export function SatuanKerjaSelect({ label = 'Satuan kerja', ...props }: SatuanKerjaSelectProps) {
  return (
    <OptionSelect
      endpoint="/option/satuan-kerja"
      valueKey="satuan_kerja_id"
      labelKey="satuan_kerja_nama"
      label={label}
      {...props}
    />
  );
}
