import { Anchor, Stack, Text } from '@mantine/core';
import {
  BAYANGAN_LEVEL_LABELS,
  formatPercent,
  kinerjaCrossCuttingSchema,
  POLARITAS_LABELS,
  type KinerjaCrossCuttingDetail,
  type KinerjaCrossCuttingRecord,
} from '@sakip/domain';
import { Link } from 'react-router';
import {
  ShowLink,
  SimpleListPage,
  SimpleShowPage,
  type SimpleCrudConfig,
} from '../../../components/crud/SimpleCrudPages';
import { TitledPanel } from '../../../components/crud/TitledPanel';
import { ReadonlyTable } from '../../../components/ReadonlyTable';
import { goalColumn } from '../PlanningListPage';
import { numberText, PerTahunTable } from '../rpjmd/PerTahun';
import { GROUP } from './KinerjaCrossCuttingForm';

export { KinerjaCrossCuttingFormPage } from './KinerjaCrossCuttingForm';

/**
 * Kinerja cross cutting: the city's goals that several units serve together. Index and show are
 * the simple CRUD pages; the form has its own page (per-year values, pickers).
 */
function Sections({ r }: { r: KinerjaCrossCuttingDetail }) {
  return (
    <Stack gap="md">
      <TitledPanel title="Target dan Realisasi">
        <PerTahunTable record={r} satuan={r.satuan} />
      </TitledPanel>
      <TitledPanel title="Kinerja Cross Cutting Turunan">
        {r.children.length === 0 ? (
          <Text size="sm">Belum ada turunan</Text>
        ) : (
          <Stack gap={4}>
            {r.children.map((c) => (
              <Text size="sm" key={c.id}>
                <ShowLink group={GROUP} id={c.id}>
                  {c.sasaran}
                </ShowLink>{' '}
                — {c.indikator}
              </Text>
            ))}
          </Stack>
        )}
      </TitledPanel>
      <TitledPanel title="Kinerja Perangkat Daerah">
        {r.kinerja.length === 0 ? (
          <Text size="sm">Belum ada kinerja perangkat daerah yang mendukung</Text>
        ) : (
          <ReadonlyTable
            striped
            minWidth={560}
            rows={r.kinerja}
            rowKey={(k) => `${k.level}-${k.id}`}
            columns={[
              { header: 'Tingkat', cell: (k) => BAYANGAN_LEVEL_LABELS[k.level] },
              { header: 'Satuan kerja', cell: (k) => k.satuan_kerja_nama },
              {
                header: 'Sasaran',
                cell: (k) => (
                  <Anchor component={Link} to={`/${k.level}/${k.id}`} size="sm">
                    {k.sasaran}
                  </Anchor>
                ),
              },
              { header: 'Indikator', cell: (k) => k.indikator },
            ]}
          />
        )}
      </TitledPanel>
    </Stack>
  );
}

const common = {
  group: GROUP,
  noun: 'kinerja cross cutting',
  resource: GROUP,
  schema: kinerjaCrossCuttingSchema,
  nameOf: (r: KinerjaCrossCuttingRecord) => r.indikator,
  // The form is KinerjaCrossCuttingFormPage; these simple-form hooks are not used.
  fields: () => [],
  initial: () => ({}),
  show: (r: KinerjaCrossCuttingRecord) => [
    { label: 'Periode', value: `${r.tahun_awal}-${r.tahun_akhir}` },
    { label: 'Sasaran strategis RPJMD', value: r.sasaran_strategis_rpjmd?.sasaran ?? '-' },
    { label: 'Induk', value: r.parent?.sasaran ?? '-' },
    { label: 'Satuan kerja koordinator', value: r.satuan_kerja_nama ?? '-' },
    { label: 'Sasaran', value: r.sasaran },
    { label: 'Indikator', value: r.indikator },
    { label: 'Satuan', value: r.satuan },
    { label: 'Polaritas', value: POLARITAS_LABELS[r.polaritas] },
    { label: 'Capaian tahun ini', value: formatPercent(r.capaian) },
    { label: 'Keterangan', value: r.keterangan ?? '-' },
  ],
};

const listConfig: SimpleCrudConfig<KinerjaCrossCuttingRecord> = {
  ...common,
  columns: [
    goalColumn<KinerjaCrossCuttingRecord>(
      GROUP,
      'Sasaran / Indikator',
      (r) => r.sasaran,
      (r) => r.indikator,
      'sasaran',
    ),
    {
      key: 'rpjmd',
      header: 'Sasaran Strategis RPJMD',
      render: (r) => r.sasaran_strategis_rpjmd?.sasaran ?? '-',
      width: '24%',
    },
    { key: 'koordinator', header: 'Koordinator', render: (r) => r.satuan_kerja_nama ?? '-' },
    { key: 'target', header: 'Target', render: (r) => `${numberText(r.target)} ${r.satuan}`, align: 'right' },
    { key: 'capaian', header: 'Capaian', render: (r) => formatPercent(r.capaian), align: 'right' },
  ],
};

const showConfig: SimpleCrudConfig<KinerjaCrossCuttingDetail> = {
  ...common,
  columns: [],
  sections: (r) => <Sections r={r} />,
};

export function KinerjaCrossCuttingListPage() {
  return <SimpleListPage config={listConfig} />;
}
export function KinerjaCrossCuttingShowPage() {
  return <SimpleShowPage config={showConfig} />;
}
