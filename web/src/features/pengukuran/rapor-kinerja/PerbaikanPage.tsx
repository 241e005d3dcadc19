import { Paper, Table, Text } from '@mantine/core';
import { formatRupiah, type RaporPerbaikanItem } from '@sakip/domain';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { usePerbaikan } from './api';
import { QuarterSelect, Toolbar, UnitPicker, useRaporUnit, useTriwulan } from './RaporParts';

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
      <Toolbar>
        <QuarterSelect tw={tw} />
        {d ? (
          <UnitPicker
            options={d.satuan_kerja_options}
            value={d.satuan_kerja?.satuan_kerja_id ?? null}
            onChange={setUnit}
          />
        ) : null}
      </Toolbar>
      {isPending ? <LoadingText /> : null}
      {d ? (
        <Paper withBorder radius="md" p="md">
          <Table.ScrollContainer minWidth={1000}>
            <Table withTableBorder withColumnBorders fz="sm">
              <caption style={{ captionSide: 'top', textAlign: 'left' }}>Langkah aksi perbaikan triwulan {tw}</caption>
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
              <Table.Tbody>
                {d.items.map((item, i) => (
                  <ItemRows key={item.id} item={item} no={i + 1} />
                ))}
                {d.items.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={8}>
                      <Text size="sm">
                        {d.satuan_kerja ? 'There are no records to show' : 'Pilih satuan kerja terlebih dahulu'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
    </>
  );
}
