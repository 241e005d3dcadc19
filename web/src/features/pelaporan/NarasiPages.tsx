import { Select } from '@mantine/core';
import {
  BAB_LKIP,
  BAB_LKIP_LABELS,
  mayChooseUnit,
  narasiLkipSchema,
  type NarasiLkipRecord,
  type Resource,
  type SessionUser,
} from '@sakip/domain';
import type { CrudField } from '../../components/crud/CrudForm';
import { UnitFilter } from '../../components/crud/ListFilters';
import {
  ShowLink,
  SimpleFormPage,
  SimpleListPage,
  SimpleShowPage,
  type SimpleCrudConfig,
} from '../../components/crud/SimpleCrudPages';

/**
 * LKIP narratives: lkip/narasi-pemda (the city's report, written by the city) and lkip/narasi-pd
 * (each unit's report; the city reads all). One section = bab + judul + narasi.
 */

const BAB_DATA = BAB_LKIP.map((b) => ({ value: String(b), label: BAB_LKIP_LABELS[b] }));

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

function narasiConfig(level: 'pemda' | 'pd'): SimpleCrudConfig<NarasiLkipRecord> {
  const group = `lkip/narasi-${level}`;
  const resource: Resource = level === 'pemda' ? 'narasi-pemda' : 'narasi-pd';
  const unitField = (user: SessionUser | null): CrudField[] =>
    level === 'pd' && user && mayChooseUnit(user, resource)
      ? [{ name: 'satuan_kerja_id', label: 'Satuan kerja', kind: 'unit' }]
      : [];
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
    columns: [
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
      { key: 'bab', header: 'Bab', render: (r) => r.bab_nama, width: 200 },
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
    ],
    fields: (user) => [
      ...unitField(user),
      { name: 'bab', label: 'Bab', kind: 'select', required: true, data: BAB_DATA },
      { name: 'judul', label: 'Judul', kind: 'text', required: true },
      { name: 'narasi', label: 'Narasi', kind: 'textarea', required: true },
      { name: 'urutan', label: 'Urutan', kind: 'text', description: 'Urutan bagian di dalam bab' },
    ],
    initial: (r) => ({
      satuan_kerja_id: r?.satuan_kerja_id ?? '',
      bab: r ? String(r.bab) : '',
      judul: r?.judul ?? '',
      narasi: r?.narasi ?? '',
      urutan: r ? String(r.urutan) : '0',
    }),
    show: (r) => [
      ...(level === 'pd' ? [{ label: 'Satuan kerja', value: r.satuan_kerja_nama }] : []),
      { label: 'Tahun', value: String(r.tahun) },
      { label: 'Bab', value: r.bab_nama },
      { label: 'Judul', value: r.judul },
      { label: 'Narasi', value: r.narasi },
    ],
  };
}

const pemda = narasiConfig('pemda');
const pd = narasiConfig('pd');

export const NarasiPemdaListPage = () => <SimpleListPage config={pemda} />;
export const NarasiPemdaFormPage = () => <SimpleFormPage config={pemda} />;
export const NarasiPemdaShowPage = () => <SimpleShowPage config={pemda} />;
export const NarasiPdListPage = () => <SimpleListPage config={pd} />;
export const NarasiPdFormPage = () => <SimpleFormPage config={pd} />;
export const NarasiPdShowPage = () => <SimpleShowPage config={pd} />;
