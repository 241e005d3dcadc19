import { Select, Text } from '@mantine/core';
import {
  formatDate,
  scopeOf,
  STATUS_TINDAK_LANJUT,
  STATUS_TINDAK_LANJUT_LABELS,
  TINDAK_LANJUT_UNIT_FIELDS,
  tindakLanjutLheSchema,
  type SessionUser,
  type TindakLanjutLheRecord,
} from '@sakip/domain';
import type { CrudField } from '../../components/crud/CrudForm';
import { UnitFilter } from '../../components/crud/ListFilters';
import { StoredLink } from '../../components/StoredLink';
import {
  ShowLink,
  SimpleFormPage,
  SimpleListPage,
  SimpleShowPage,
  type SimpleCrudConfig,
} from '../../components/crud/SimpleCrudPages';

/**
 * Tindak lanjut LHE: the evaluators (super, validator LKE) write the recommendations; a unit fills
 * in the follow-up of its own rows (the other fields are shown disabled).
 */
const RESOURCE = 'tindak-lanjut-lhe';
const GROUP = 'tindak-lanjut-lhe';
const STATUS_DATA = STATUS_TINDAK_LANJUT.map((s) => ({ value: s, label: STATUS_TINDAK_LANJUT_LABELS[s] }));
const STATUS_COLOR = { belum: 'red.8', proses: 'orange.8', selesai: 'green.8' } as const;
const UNIT_FIELDS = new Set<string>(TINDAK_LANJUT_UNIT_FIELDS);

function isEvaluator(user: SessionUser | null): boolean {
  return !!user && scopeOf(user, 'write', RESOURCE).kind === 'all';
}

/** The status as a coloured word (a Badge is cut short in a narrow column). */
function StatusBadge({ status }: { status: TindakLanjutLheRecord['status'] }) {
  return (
    <Text size="sm" fw={600} c={STATUS_COLOR[status]}>
      {STATUS_TINDAK_LANJUT_LABELS[status]}
    </Text>
  );
}

const dateText = (v: string | null) => (v ? formatDate(`${v}T00:00:00`) : '-');

const ALL_FIELDS: CrudField[] = [
  { name: 'rekomendasi', label: 'Rekomendasi', kind: 'textarea', required: true },
  { name: 'target', label: 'Target', kind: 'text' },
  { name: 'waktu', label: 'Waktu penyelesaian', kind: 'date' },
  { name: 'tindak_lanjut', label: 'Tindak lanjut', kind: 'textarea' },
  { name: 'penanggung_jawab', label: 'Penanggung jawab', kind: 'text' },
  { name: 'status', label: 'Status', kind: 'select', required: true, data: STATUS_DATA },
  {
    name: 'link_eviden',
    label: 'Link eviden',
    kind: 'text',
    description: 'Alamat web dokumen bukti (http:// atau https://)',
  },
];

export const tindakLanjutConfig: SimpleCrudConfig<TindakLanjutLheRecord> = {
  group: GROUP,
  noun: 'rekomendasi',
  resource: RESOURCE,
  schema: tindakLanjutLheSchema,
  filterKeys: ['status', 'satuan_kerja_id'],
  filters: (f, set) => (
    <>
      <Select
        label="Status"
        placeholder="Semua"
        data={STATUS_DATA}
        value={f.status || null}
        onChange={(v) => set('status', v)}
        clearable
        w={{ base: '100%', sm: 220 }}
      />
      <UnitFilter resource={RESOURCE} value={f.satuan_kerja_id ?? ''} onChange={(v) => set('satuan_kerja_id', v)} />
    </>
  ),
  nameOf: (r) => r.rekomendasi,
  columns: [
    { key: 'satker', header: 'Satuan Kerja', render: (r) => r.satuan_kerja_nama, width: '16%' },
    {
      key: 'rekomendasi',
      header: 'Rekomendasi',
      render: (r) => (
        <ShowLink group={GROUP} id={r.id}>
          {r.rekomendasi}
        </ShowLink>
      ),
    },
    { key: 'tindak', header: 'Tindak Lanjut', render: (r) => r.tindak_lanjut ?? '-' },
    { key: 'waktu', header: 'Waktu', render: (r) => dateText(r.waktu), width: 120 },
    { key: 'status', header: 'Status', render: (r) => <StatusBadge status={r.status} /> },
  ],
  mayCreate: isEvaluator,
  mayDelete: (user) => isEvaluator(user),
  fields: (user) => {
    const evaluator = isEvaluator(user);
    const unit: CrudField[] = evaluator ? [{ name: 'satuan_kerja_id', label: 'Satuan kerja', kind: 'unit' }] : [];
    return [...unit, ...ALL_FIELDS.map((f) => (evaluator || UNIT_FIELDS.has(f.name) ? f : { ...f, disabled: true }))];
  },
  initial: (r) => ({
    satuan_kerja_id: r?.satuan_kerja_id ?? '',
    rekomendasi: r?.rekomendasi ?? '',
    target: r?.target ?? '',
    waktu: r?.waktu ?? '',
    tindak_lanjut: r?.tindak_lanjut ?? '',
    penanggung_jawab: r?.penanggung_jawab ?? '',
    status: r?.status ?? 'belum',
    link_eviden: r?.link_eviden ?? '',
  }),
  show: (r) => [
    { label: 'Satuan kerja', value: r.satuan_kerja_nama },
    { label: 'Tahun', value: String(r.tahun) },
    { label: 'Rekomendasi', value: r.rekomendasi },
    { label: 'Target', value: r.target },
    { label: 'Waktu penyelesaian', value: dateText(r.waktu) },
    { label: 'Tindak lanjut', value: r.tindak_lanjut },
    { label: 'Penanggung jawab', value: r.penanggung_jawab },
    { label: 'Status', value: <StatusBadge status={r.status} /> },
    {
      label: 'Link eviden',
      value: r.link_eviden ? <StoredLink href={r.link_eviden} /> : null,
    },
  ],
};

export const TindakLanjutListPage = () => <SimpleListPage config={tindakLanjutConfig} />;
export const TindakLanjutFormPage = () => <SimpleFormPage config={tindakLanjutConfig} />;
export const TindakLanjutShowPage = () => <SimpleShowPage config={tindakLanjutConfig} />;
