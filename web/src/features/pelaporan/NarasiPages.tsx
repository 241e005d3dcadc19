import { Select } from '@mantine/core';
import {
  BAB_LKIP,
  BAB_LKIP_LABELS,
  mayChooseUnit,
  NARASI_JENIS,
  NARASI_JENIS_BAB,
  NARASI_JENIS_LABELS,
  narasiLkipSchema,
  type NarasiLkipRecord,
  type Resource,
  type SessionUser,
} from '@sakip/domain';
import type { CrudField, CrudValues } from '../../components/crud/CrudForm';
import { UnitFilter } from '../../components/crud/ListFilters';
import { ShowLink, type SimpleCrudConfig } from '../../components/crud/SimpleCrudPages';

/**
 * LKIP narratives: lkip/narasi-pemda (the city's report, written by the city) and lkip/narasi-pd
 * (each unit's report; the city reads all). One section = bab + judul + narasi; a Bab III
 * narrative may sit under a goal (an RPJMD goal of the city, an SS-PD of the unit) with its kind
 * (the seven narratives per goal of DOMAIN-2 §5).
 */

const BAB_DATA = BAB_LKIP.map((b) => ({ value: String(b), label: BAB_LKIP_LABELS[b] }));
/** The kinds of the chosen bab only (NARASI_JENIS_BAB; the server refuses any other pair). */
const jenisOfBab = (values: CrudValues) =>
  NARASI_JENIS.filter((j) => String(NARASI_JENIS_BAB[j]) === values.bab).map((j) => ({
    value: j,
    label: NARASI_JENIS_LABELS[j],
  }));
const listRecords = (res: unknown) => (res as { data?: Record<string, unknown>[] }).data ?? [];

/** The goal picker: the city's RPJMD goals (pemda) or the unit's SS-PD (pd; the chosen unit for super). */
function sasaranField(level: 'pemda' | 'pd', choosesUnit: boolean): CrudField {
  const common = { name: 'sasaran_id', label: 'Sasaran', kind: 'option' as const, required: false };
  const description = 'Isi untuk narasi Bab III di bawah satu sasaran';
  if (level === 'pemda') {
    return {
      ...common,
      description,
      option: {
        endpoint: '/sasaran-strategis-rpjmd',
        params: { per_page: 500 },
        recordsOf: listRecords,
        labelKey: (r) =>
          `${String((r.sasaran_strategis as { sasaran?: string } | undefined)?.sasaran ?? '')} — ${String(r.indikator)}`,
      },
    };
  }
  return {
    ...common,
    description,
    option: {
      endpoint: '/sasaran-strategis-pd',
      params: { per_page: 500 },
      recordsOf: listRecords,
      labelKey: (r) => `${String(r.sasaran_strategis_satker)} — ${String(r.iku)}`,
      ...(choosesUnit ? { dependsOn: ['satuan_kerja_id'] } : {}),
    },
    ...(choosesUnit
      ? { optionParams: (v) => ({ satuan_kerja_id: typeof v.satuan_kerja_id === 'string' ? v.satuan_kerja_id : '' }) }
      : {}),
  };
}

function BabFilter({ value, onChange }: { value: string; onChange: (v: string | null) => void }) {
  return (
    <Select
      label="Bab"
      placeholder="Semua bab"
      data={BAB_DATA}
      value={value || null}
      onChange={onChange}
      clearable
      w={{ base: '100%', sm: 260 }}
    />
  );
}

function preview(text: string): string {
  return text.length > 140 ? `${text.slice(0, 140)}…` : text;
}

/** The list's columns: the unit (PD only), bab and sasaran, title with a preview of the narrative. */
function narasiColumns(level: 'pemda' | 'pd', group: string): SimpleCrudConfig<NarasiLkipRecord>['columns'] {
  return [
    ...(level === 'pd'
      ? [
          {
            key: 'satker',
            header: 'Satuan Kerja',
            render: (r: NarasiLkipRecord) => r.satuan_kerja_nama ?? '-',
            width: '20%',
          },
        ]
      : []),
    {
      key: 'bab',
      header: 'Bab / Sasaran',
      render: (r) => (
        <>
          {r.bab_nama}
          {r.sasaran_nama ? (
            <div style={{ fontSize: 12, color: 'var(--mantine-color-dimmed)' }}>{r.sasaran_nama}</div>
          ) : null}
        </>
      ),
      width: 240,
    },
    {
      key: 'judul',
      header: 'Judul / Narasi',
      render: (r) => (
        <>
          <ShowLink group={group} id={r.id}>
            {r.judul}
          </ShowLink>
          <div style={{ fontSize: 12, color: 'var(--mantine-color-dimmed)' }}>{preview(r.narasi)}</div>
        </>
      ),
    },
  ];
}

/** The form's values of a record (or of a new one). */
const narasiInitial: SimpleCrudConfig<NarasiLkipRecord>['initial'] = (r) => ({
  satuan_kerja_id: r?.satuan_kerja_id ?? '',
  bab: r ? String(r.bab) : '',
  judul: r?.judul ?? '',
  narasi: r?.narasi ?? '',
  urutan: r ? String(r.urutan) : '0',
  sasaran_id: r?.sasaran_id ? String(r.sasaran_id) : '',
  jenis: r?.jenis ?? '',
});

function narasiConfig(level: 'pemda' | 'pd'): SimpleCrudConfig<NarasiLkipRecord> {
  const group = `lkip/narasi-${level}`;
  const resource: Resource = level === 'pemda' ? 'narasi-pemda' : 'narasi-pd';
  const choosesUnit = (user: SessionUser | null) => level === 'pd' && !!user && mayChooseUnit(user, resource);
  const unitField = (user: SessionUser | null): CrudField[] =>
    choosesUnit(user) ? [{ name: 'satuan_kerja_id', label: 'Satuan kerja', kind: 'unit' }] : [];
  return {
    group,
    noun: 'narasi',
    resource,
    schema: narasiLkipSchema,
    filterKeys: level === 'pd' ? ['bab', 'satuan_kerja_id'] : ['bab'],
    filters: (f, set) => (
      <>
        <BabFilter value={f.bab ?? ''} onChange={(v) => set('bab', v)} />
        {level === 'pd' ? (
          <UnitFilter resource={resource} value={f.satuan_kerja_id ?? ''} onChange={(v) => set('satuan_kerja_id', v)} />
        ) : null}
      </>
    ),
    nameOf: (r) => r.judul,
    columns: narasiColumns(level, group),
    fields: (user) => [
      ...unitField(user),
      { name: 'bab', label: 'Bab', kind: 'select', required: true, data: BAB_DATA },
      sasaranField(level, choosesUnit(user)),
      {
        name: 'jenis',
        label: 'Jenis narasi',
        kind: 'select',
        required: false,
        dataOf: jenisOfBab,
        description: 'Wajib bila sasaran dipilih',
      },
      { name: 'judul', label: 'Judul', kind: 'text', required: true },
      { name: 'narasi', label: 'Narasi', kind: 'textarea', required: true },
      { name: 'urutan', label: 'Urutan', kind: 'text', description: 'Urutan bagian di dalam bab' },
    ],
    initial: narasiInitial,
    show: (r) => [
      ...(level === 'pd' ? [{ label: 'Satuan kerja', value: r.satuan_kerja_nama }] : []),
      { label: 'Tahun', value: String(r.tahun) },
      { label: 'Bab', value: r.bab_nama },
      { label: 'Sasaran', value: r.sasaran_nama },
      { label: 'Jenis narasi', value: r.jenis_nama },
      { label: 'Judul', value: r.judul },
      { label: 'Narasi', value: r.narasi },
    ],
  };
}

export const narasiPemdaConfig = narasiConfig('pemda');
export const narasiPdConfig = narasiConfig('pd');
