import { OptionSelect } from '../../../components/OptionSelect';

const ssPdRecords = (response: unknown) => (response as { data?: Record<string, unknown>[] }).data ?? [];

/** The unit's sasaran strategis PD (the filter and the form's field). */
export function SsPdSelect(props: {
  unit: string | null;
  value: number | null;
  onChange: (v: number | null) => void;
  required?: boolean;
  error?: string | undefined;
}) {
  return (
    <OptionSelect
      endpoint="/sasaran-strategis-pd"
      params={{ per_page: 500, ...(props.unit ? { satuan_kerja_id: props.unit } : {}) }}
      recordsOf={ssPdRecords}
      labelKey="sasaran_strategis_satker"
      label="Sasaran Strategis PD"
      required={props.required ?? false}
      placeholder="Semua sasaran strategis"
      value={props.value}
      error={props.error}
      onChange={(v) => props.onChange(v ? Number(v) : null)}
    />
  );
}
