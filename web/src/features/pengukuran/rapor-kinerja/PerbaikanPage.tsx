import { Table, Text } from '@mantine/core';
import { formatRupiah, type RaporPerbaikanItem } from '@sakip/domain';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { usePerbaikan } from './api';
import { RaporTable, RaporToolbar, useRaporUnit, useTriwulan } from './RaporParts';

/** The rows of one item: one per corrective step (or per cause without steps), with rowspans. */
type Cause = RaporPerbaikanItem['penyebab'][number];
interface Line {
  cause: Cause;
  step: Cause['langkah_perbaikan'][number] | null;
  first: boolean;
  span: number;
}

function ItemRows({ item, no }: { item: RaporPerbaikanItem; no: number }) {
  const lines = item.penyebab.flatMap((c): Line[] =>
    c.langkah_perbaikan.length === 0
      ? [{ cause: c, step: null, first: true, span: 1 }]
      : c.langkah_perbaikan.map((s, i) => ({ cause: c, step: s, first: i === 0, span: c.langkah_perbaikan.length })),
  );
  const span = lines.length;
  return (
    <>
      {lines.map((line, i) => (
        <Table.Tr key={`${line.cause.id}-${line.step?.id ?? 0}`}>
          {i === 0 ? (
            <>
              <Table.Td rowSpan={span}>{no}</Table.Td>
              <Table.Td rowSpan={span}>{item.sub_kegiatan}</Table.Td>
              <Table.Td rowSpan={span}>{item.sasaran}</Table.Td>
              <Table.Td rowSpan={span}>{item.indikator}</Table.Td>
              <Table.Td rowSpan={span}>
                {item.langkah_aksi.length === 0 ? (
                  '-'
                ) : (
                  <ul style={{ margin: 0, paddingLeft: 16 }}>
                    {item.langkah_aksi.map((l, k) => (
                      <li key={k}>{l}</li>
                    ))}
                  </ul>
                )}
              </Table.Td>
            </>
          ) : null}
          {line.first ? <Table.Td rowSpan={line.span}>{line.cause.penyebab}</Table.Td> : null}
          <Table.Td>{line.step ? line.step.sasaran : '-'}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {line.step ? formatRupiah(line.step.anggaran) : '-'}
          </Table.Td>
        </Table.Tr>
      ))}
    </>
  );
}

/** /rapor-kinerja/{tw}/langkah-aksi-perbaikan: failed items with causes and their corrective steps. */
export default function PerbaikanPage() {
  const tw = useTriwulan();
  const { unit, setUnit } = useRaporUnit();
  const { data, isPending } = usePerbaikan(tw, unit);
  const d = data?.data;
  return (
    <>
      <PageHeader title="Langkah Aksi Perbaikan" description={d?.satuan_kerja?.satuan_kerja_nama} />
      <RaporToolbar tw={tw} data={d} onUnitChange={setUnit} />
      {isPending ? <LoadingText /> : null}
      {d ? (
        <RaporTable
          minWidth={1000}
          caption={`Langkah aksi perbaikan triwulan ${tw}`}
          head={
            <Table.Thead>
              <Table.Tr>
                <Table.Th>No</Table.Th>
                <Table.Th>Sub Kegiatan</Table.Th>
                <Table.Th>Sasaran</Table.Th>
                <Table.Th>Indikator</Table.Th>
                <Table.Th>Langkah Aksi</Table.Th>
                <Table.Th>Penyebab Kegagalan</Table.Th>
                <Table.Th>Langkah Aksi Perbaikan</Table.Th>
                <Table.Th>Usulan Anggaran</Table.Th>
              </Table.Tr>
            </Table.Thead>
          }
          colSpan={8}
          empty={
            d.items.length === 0 ? (
              <Text size="sm">
                {d.satuan_kerja ? 'There are no records to show' : 'Pilih satuan kerja terlebih dahulu'}
              </Text>
            ) : null
          }
        >
          {d.items.map((item, i) => (
            <ItemRows key={item.id} item={item} no={i + 1} />
          ))}
        </RaporTable>
      ) : null}
    </>
  );
}
