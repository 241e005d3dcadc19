import { periodeSchema, type PeriodeRecord } from '@sakip/domain';
import type { CrudField } from '../../components/crud/CrudForm';
import { ShowLink, type SimpleCrudConfig } from '../../components/crud/SimpleCrudPages';
import { StatusAktifFilter, StatusAktif } from './OrganisasiFields';

/** Periode RPJMD (super, issue 24): the city's five-year planning periods. */
const GROUP = 'periode-rpjmd';

const FIELDS: CrudField[] = [
  {
    name: 'tahun_awal',
    label: 'Tahun awal',
    kind: 'text',
    required: true,
    description: 'Periode lima tahun: 2019, 2024, 2029, …; tahun akhir dihitung (tahun awal + 4)',
  },
  { name: 'nama', label: 'Nama periode', kind: 'text', required: true },
  { name: 'active', label: 'Aktif', kind: 'switch' },
];

const years = (r: PeriodeRecord) => `${r.tahun_awal}–${r.tahun_akhir}`;

export const periodeConfig: SimpleCrudConfig<PeriodeRecord> = {
  group: GROUP,
  noun: 'periode',
  resource: 'periode-rpjmd',
  schema: periodeSchema,
  filterKeys: ['status'],
  filters: (f, set) => <StatusAktifFilter value={f.status} onChange={(v) => set('status', v)} />,
  nameOf: (r) => r.nama,
  historyLabels: { tahun_akhir: 'Tahun akhir' },
  columns: [
    {
      key: 'nama',
      header: 'Nama',
      render: (r) => (
        <ShowLink group={GROUP} id={r.id}>
          {r.nama}
        </ShowLink>
      ),
    },
    { key: 'tahun', header: 'Tahun', render: years, width: 130 },
    { key: 'visi', header: 'Visi', render: (r) => (r.ada_visi ? 'Ada' : 'Belum'), width: 90 },
    { key: 'status', header: 'Status', render: (r) => <StatusAktif active={r.active} />, width: 100 },
  ],
  fields: () => FIELDS,
  initial: (r) => ({ tahun_awal: r ? String(r.tahun_awal) : '', nama: r?.nama ?? '', active: r?.active ?? true }),
  show: (r) => [
    { label: 'Nama', value: r.nama },
    { label: 'Tahun', value: years(r) },
    { label: 'Visi', value: r.ada_visi ? 'Ada' : 'Belum (isi di Perencanaan → Visi Misi RPJMD)' },
    { label: 'Status', value: <StatusAktif active={r.active} /> },
  ],
};
