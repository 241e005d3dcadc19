import { List, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import {
  BULAN_SINGKAT,
  dibawahTarget,
  formatDate,
  formatNumber,
  formatPercent,
  PERAN_ANGGOTA_LABELS,
  pegawaiOptionEndpoint,
  persetujuanAnggotaWorkflow,
  TAHAP_PERSETUJUAN_LABELS,
  type RiwayatPersetujuan,
  type StateAnggota,
  type TahapPersetujuan,
  type TargetAnggota,
} from '@sakip/domain';
import { useEndpoint } from '../../api/endpoint';
import { LOADING_TEXT } from '../../components/LoadingText';
import { ReadonlyTable } from '../../components/ReadonlyTable';
import { WorkflowBadge } from '../../components/workflow/WorkflowBadge';

/** Shared pieces of the tim kerja, approval and tim saya pages. */

/** The approval state as a coloured phrase (a Badge is cut short in a narrow column). */
export function StateBadge({ state }: { state: StateAnggota }) {
  return <WorkflowBadge workflow={persetujuanAnggotaWorkflow} state={state} variant="text" />;
}

/** The approval state with the head's note under it (member lists). */
export function StateWithNote({ state, catatan }: { state: StateAnggota; catatan: string | null }) {
  return (
    <>
      <StateBadge state={state} />
      {catatan ? (
        <Text size="xs" mt={4}>
          Catatan: {catatan}
        </Text>
      ) : null}
    </>
  );
}

export const peranLabel = (peran: string) => PERAN_ANGGOTA_LABELS[peran as keyof typeof PERAN_ANGGOTA_LABELS] ?? peran;

export const num = (v: number | null) => (v === null ? '-' : formatNumber(v, Number.isInteger(v) ? 0 : 2));

/** A member's langkah aksi targets as a short list. */
export function TargetList({ target }: { target: TargetAnggota[] }) {
  if (target.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Belum ada target
      </Text>
    );
  return (
    <List size="sm" spacing={2}>
      {target.map((t) => (
        <List.Item key={t.id}>
          {t.langkah_aksi}: {num(t.target)} {t.satuan}
          {t.realisasi !== null ? ` (realisasi ${num(t.realisasi)})` : ''}
        </List.Item>
      ))}
    </List>
  );
}

export interface BarisRealisasi {
  key: string | number;
  /** The member (leader's view) or nothing (my own view). */
  anggota?: string;
  target: TargetAnggota;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/** A month's realisasi; below its target (capaian under 100 by the domain's rule) it is highlighted. */
function RealisasiBulan({ nilai, capaianBulan }: { nilai: number | null; capaianBulan: number | null }) {
  if (!dibawahTarget(capaianBulan))
    return (
      <Table.Td ta="right" style={nowrap}>
        {num(nilai)}
      </Table.Td>
    );
  const label = `di bawah target, capaian ${formatPercent(capaianBulan)}`;
  return (
    <Table.Td ta="right" bg="red.1" c="red.9" fw={700} title={label} style={nowrap}>
      {num(nilai)}
      <VisuallyHidden> ({label})</VisuallyHidden>
    </Table.Td>
  );
}

/**
 * Targets and realisasi of langkah aksi month by month (DOMAIN-2 §4 'Tim saya'): per member
 * target a 'Target' row and a 'Realisasi' row over Januari..Desember with the yearly sums in
 * Jumlah and the yearly capaian; a month whose realisasi stays below its target is highlighted.
 */
export function RealisasiBulananTable({ rows, label }: { rows: BarisRealisasi[]; label: string }) {
  const withAnggota = rows.some((r) => r.anggota !== undefined);
  return (
    <Stack gap={4}>
      {/* Compact, so that the whole year fits beside the sidebar on a 1366 px screen. */}
      <Table.ScrollContainer minWidth={960}>
        <Table withTableBorder withColumnBorders fz="xs" horizontalSpacing={6} aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {withAnggota ? <Table.Th w={140}>Anggota</Table.Th> : null}
              <Table.Th w={200}>Langkah aksi</Table.Th>
              <Table.Th>
                <VisuallyHidden>Baris</VisuallyHidden>
              </Table.Th>
              {BULAN_SINGKAT.map((b) => (
                <Table.Th key={b} ta="right">
                  {b}
                </Table.Th>
              ))}
              <Table.Th ta="right">Jumlah</Table.Th>
              <Table.Th ta="right">Capaian</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.flatMap(({ key, anggota, target: t }) => [
              <Table.Tr key={`${key}-target`}>
                {withAnggota ? <Table.Td rowSpan={2}>{anggota}</Table.Td> : null}
                <Table.Td rowSpan={2}>
                  <Text size="xs">{t.langkah_aksi}</Text>
                  <Text size="xs" c="dimmed">
                    Satuan: {t.satuan}
                  </Text>
                </Table.Td>
                <Table.Th scope="row" fw={500}>
                  Target
                </Table.Th>
                {t.target_bulanan.map((v, i) => (
                  <Table.Td key={BULAN_SINGKAT[i]} ta="right" style={nowrap}>
                    {num(v)}
                  </Table.Td>
                ))}
                <Table.Td ta="right" fw={600} style={nowrap}>
                  {num(t.target)}
                </Table.Td>
                <Table.Td rowSpan={2} ta="right" fw={600} style={nowrap}>
                  {t.capaian === null ? '-' : formatPercent(t.capaian)}
                </Table.Td>
              </Table.Tr>,
              <Table.Tr key={`${key}-realisasi`}>
                <Table.Th scope="row" fw={500}>
                  Realisasi
                </Table.Th>
                {t.realisasi_bulanan.map((v, i) => (
                  <RealisasiBulan key={BULAN_SINGKAT[i]} nilai={v} capaianBulan={t.capaian_bulanan[i] ?? null} />
                ))}
                <Table.Td ta="right" fw={600} style={nowrap}>
                  {num(t.realisasi)}
                </Table.Td>
              </Table.Tr>,
            ])}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        Realisasi bertanda merah berada di bawah target bulan tersebut. Jumlah adalah total setahun; capaian dihitung
        dari jumlah target dan jumlah realisasi.
      </Text>
    </Stack>
  );
}

const AKSI_LABEL: Record<string, string> = { setujui: 'Disetujui', tolak: 'Ditolak', ajukan: 'Diajukan' };

function tahapLabel(tahap: string): string {
  return tahap in TAHAP_PERSETUJUAN_LABELS ? TAHAP_PERSETUJUAN_LABELS[tahap as TahapPersetujuan] : 'Operator';
}

/** The approval history (newest first). */
export function RiwayatTable({ rows, withAnggota = true }: { rows: RiwayatPersetujuan[]; withAnggota?: boolean }) {
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Belum ada riwayat persetujuan
      </Text>
    );
  return (
    <ReadonlyTable
      striped
      withTableBorder
      aria-label="Riwayat persetujuan"
      minWidth={640}
      rows={rows}
      rowKey={(r) => r.id}
      columns={[
        { header: 'Waktu', cell: (r) => formatDate(r.created_at, true) },
        withAnggota && { header: 'Anggota', cell: (r) => r.anggota_nama },
        { header: 'Tahap', cell: (r) => tahapLabel(r.tahap) },
        { header: 'Keputusan', cell: (r) => AKSI_LABEL[r.aksi] ?? r.aksi },
        { header: 'Catatan', cell: (r) => r.catatan ?? '-' },
        { header: 'Oleh', cell: (r) => r.actor_nama ?? '-' },
      ]}
    />
  );
}

/**
 * The NIP picker (option/pegawai): searches by name or NIP on the server; `satuanKerjaId` limits
 * it to one unit (a team's own members), none searches every unit (tim tambahan).
 */
export function PegawaiSelect({
  label,
  value,
  onChange,
  satuanKerjaId,
  currentLabel,
  error,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (nip: string) => void;
  satuanKerjaId?: string | null;
  /** The name of the chosen person when known (an edit form): shown before any request. */
  currentLabel?: string | undefined;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [known, setKnown] = useState<Record<string, string>>(() =>
    value && currentLabel ? { [value]: `${currentLabel} (${value})` } : {},
  );
  const [debounced] = useDebouncedValue(search, 300);
  // The text of the chosen option in the search box is not a search.
  const searching = debounced !== '' && debounced !== known[value];
  // limit: the server's default (50 rows); the schema's input names the key.
  const params = {
    ...(satuanKerjaId ? { satuan_kerja_id: satuanKerjaId } : {}),
    ...(searching ? { search: debounced } : {}),
    limit: undefined,
  };
  const list = useEndpoint(pegawaiOptionEndpoint, { query: params }, { staleTime: 60_000 });
  const chosen = useEndpoint(
    pegawaiOptionEndpoint,
    { query: { nip: value, limit: undefined } },
    { enabled: value !== '' && !known[value], staleTime: 60_000 },
  );
  const data = useMemo(() => {
    const labels = new Map(Object.entries(known));
    for (const p of [...(chosen.data ?? []), ...(list.data ?? [])]) labels.set(p.NIP, `${p.peg_nama} (${p.NIP})`);
    return [...labels].map(([nip, text]) => ({ value: nip, label: text }));
  }, [known, list.data, chosen.data]);
  return (
    <Select
      label={label}
      data={data}
      value={value || null}
      onChange={(next, option) => {
        if (!next) return;
        setKnown((k) => ({ ...k, [next]: option?.label ?? next }));
        onChange(next);
      }}
      searchable
      onSearchChange={setSearch}
      filter={({ options }) => options}
      withAsterisk
      error={error}
      disabled={disabled}
      placeholder="Cari nama atau NIP"
      nothingFoundMessage={list.isFetching ? LOADING_TEXT : 'Tidak ada data'}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
