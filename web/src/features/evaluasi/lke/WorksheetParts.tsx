import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  isSafeLink,
  formatNumber,
  lkePredikat,
  lkeUnduhEvidenEndpoint,
  lkeScore,
  type LkeKomponen,
  type LkeKriteria,
  type LkeStructure,
} from '@sakip/domain';
import type { ReactNode } from 'react';
import { downloadEndpoint } from '../../../components/crud/download';
import { StoredLink } from '../../../components/StoredLink';
import type { EvidenValue, Verdict } from './api';
import { angka, PredikatBadge } from './LkeParts';

/** Pieces of both LKE worksheets (the unit's eviden and the validator's penilaian). */

export type Choice = Record<number, number | null>;

export function valueOf(structure: LkeStructure, chosen: Choice) {
  const nilai = new Map<number, number>();
  for (const k of structure)
    for (const s of k.sub) for (const c of s.kriteria) for (const o of c.opsi) nilai.set(o.id, o.nilai);
  return (id: number) => {
    const o = chosen[id];
    return o === null || o === undefined ? null : (nilai.get(o) ?? null);
  };
}

export function ScoreCard({
  structure,
  totals,
  extra,
}: {
  structure: LkeStructure;
  totals: { judul: string; chosen: Choice }[];
  extra?: ReactNode;
}) {
  // A column nobody has scored yet reads "Belum dinilai", not "0,00 D".
  const scores = totals.map((t) => ({
    judul: t.judul,
    dinilai: Object.values(t.chosen).some((v) => v !== null && v !== undefined),
    score: lkeScore(structure, valueOf(structure, t.chosen)),
  }));
  return (
    <Card withBorder mb="md">
      <Table.ScrollContainer minWidth={480}>
        <Table withColumnBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Komponen</Table.Th>
              <Table.Th ta="right">Bobot</Table.Th>
              {scores.map((s) => (
                <Table.Th key={s.judul} ta="right">
                  {s.judul}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {structure.map((k, i) => (
              <Table.Tr key={k.id}>
                <Table.Td>{k.nama}</Table.Td>
                <Table.Td ta="right">{k.bobot}</Table.Td>
                {scores.map((s) => (
                  <Table.Td key={s.judul} ta="right">
                    {s.dinilai ? angka(s.score.komponen[i]?.nilai) : '-'}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            <Table.Tr fw={700}>
              <Table.Td>Total</Table.Td>
              <Table.Td ta="right">100</Table.Td>
              {scores.map((s) => (
                <Table.Td key={s.judul} ta="right" data-testid={`total-${s.judul}`}>
                  {s.dinilai ? (
                    <>
                      {angka(s.score.total)} <PredikatBadge kode={lkePredikat(s.score.total)?.kode} />
                    </>
                  ) : (
                    <Text span c="dimmed" fw={500}>
                      Belum dinilai
                    </Text>
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {extra}
    </Card>
  );
}

/** Each option as its grade and percentage, then its meaning (AA 100%: …). */
export function opsiData(k: LkeKriteria) {
  return [
    { value: '', label: '- Pilih -' },
    ...k.opsi.map((o) => {
      const grade = `${o.label} (${formatNumber(o.nilai * 100)}%)`;
      return { value: String(o.id), label: o.penjelasan ? `${grade}: ${o.penjelasan}` : grade };
    }),
  ];
}

/** The chosen grade's meaning, shown beside the choice. */
export function OpsiMakna({ kriteria, opsiId }: { kriteria: LkeKriteria; opsiId: number | null | undefined }) {
  const o = kriteria.opsi.find((x) => x.id === opsiId);
  if (!o?.penjelasan) return null;
  return (
    <Text size="xs" c="dimmed" mt={2} data-testid={`makna-${kriteria.kode}`}>
      <b>{o.label}</b>: {o.penjelasan}
    </Text>
  );
}
export const opsiLabel = (k: LkeKriteria, id: number | null | undefined) =>
  k.opsi.find((o) => o.id === id)?.label ?? '-';

export function VerdictBadge({ v }: { v: Verdict | undefined }) {
  if (!v?.status) return <Text size="sm">-</Text>;
  return (
    <Stack gap={2}>
      <Badge color={v.status === 'tolak' ? 'red' : 'green'} variant="light">
        {v.status === 'tolak' ? 'Tolak' : 'Terima'}
      </Badge>
      {v.catatan ? <Text size="xs">{v.catatan}</Text> : null}
    </Stack>
  );
}

export function EvidenLink({ e }: { e: EvidenValue | undefined }) {
  if (!e)
    return (
      <Text size="sm" c="dimmed">
        Belum ada eviden
      </Text>
    );
  if (e.file_name && e.id)
    return (
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() =>
          void downloadEndpoint(lkeUnduhEvidenEndpoint, { params: { id: String(e.id) } }, e.file_name ?? 'eviden')
        }
      >
        {e.file_name}
      </Anchor>
    );
  // A stored link that is not safe (older data) is shown as text, never followed.
  if (e.isi && isSafeLink(e.isi))
    return (
      <Group gap={4}>
        <StoredLink href={e.isi} size="sm" />
        {e.sistem ? <Badge size="xs">Sistem</Badge> : null}
      </Group>
    );
  return <Text size="sm">{e.isi}</Text>;
}

/** The komponen level of a worksheet: its card and title; the sub komponen and kriteria inside. */
export function KomponenCard({ komponen, children }: { komponen: LkeKomponen; children: ReactNode }) {
  return (
    <Card withBorder>
      <Title order={2} fz="h4" mb="xs">
        {komponen.kode}. {komponen.nama} (bobot {komponen.bobot})
      </Title>
      {children}
    </Card>
  );
}
