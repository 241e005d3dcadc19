import { Alert, Anchor, Button, Card, Group, List, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import {
  endpointPath,
  LKE_PREDIKAT,
  LKE_SKALA_LAMA_CATATAN,
  LKE_SUMBER_LABEL,
  lkeLheEndpoint,
  lkePenilaianXlsxEndpoint,
  lkePlenoError,
  lkeRekapXlsxEndpoint,
  lkeTutupPlenoEndpoint,
  type LkeSumber,
} from '@sakip/domain';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useYear } from '../../../api/year';
import { EChart, type ChartOption } from '../../../components/charts/EChart';
import { DownloadButton } from '../../../components/crud/DownloadButton';
import { ExportButton } from '../../../components/crud/ExportButton';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { ChooseUnitFirst } from '../../../components/unit/ChooseUnitFirst';
import { useUnitChoice } from '../../../components/unit/use-unit-choice';
import { DecimalInput } from '../../../components/form/DecimalInput';
import { LkeAdminPanel } from './LkeAdminPanel';
import {
  useHasil,
  useLembar,
  usePleno,
  usePublicHasil,
  usePublicUnits,
  useRekap,
  useSavePleno,
  type LkeHasil,
  type LkePlenoView,
  type LkeRekapRow,
  type LkeSheet,
  type Verdict,
} from './api';
import {
  angka,
  HasilTable,
  KerangkaLogisAlert,
  lkeFeedback,
  LkeStepAction,
  PredikatBadge,
  PredikatInterpretasi,
  PredikatLegend,
  UnitPicker,
  LKE_UNIT_CHOOSER,
  WhatIfCard,
} from './LkeParts';

/** LKE results (DOMAIN-2 §2): self-assessment, final, all stages, validators' sheet, recap, plenary, public copies. */

const BELUM = 'Penilaian belum selesai';

function NilaiAkhir({ h }: { h: LkeHasil }) {
  if (!h.nilai_akhir)
    return (
      <Alert color="gray" variant="light">
        {BELUM}
      </Alert>
    );
  return (
    <Card withBorder>
      <Group gap="lg" wrap="wrap">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            Nilai Akhir ({LKE_SUMBER_LABEL[h.nilai_akhir.sumber as LkeSumber] ?? h.nilai_akhir.sumber})
          </Text>
          <Text fz={32} fw={700} data-testid="nilai-akhir">
            {angka(h.nilai_akhir.nilai)}
          </Text>
        </Stack>
        <Stack gap={4}>
          <PredikatBadge kode={h.nilai_akhir.predikat} />
          <PredikatInterpretasi kode={h.nilai_akhir.predikat} />
        </Stack>
      </Group>
      {h.skala_lama ? (
        <Text size="sm" c="dimmed" fs="italic" mt="xs" data-testid="skala-lama">
          {LKE_SKALA_LAMA_CATATAN}
        </Text>
      ) : null}
    </Card>
  );
}

function useHasilPage() {
  const { unit, setUnit, chooses } = useUnitChoice(LKE_UNIT_CHOOSER);
  const query = useHasil(unit, !chooses || !!unit);
  return { unit, setUnit, chooses, query, h: query.data?.data };
}

function HasilFrame({ columns, children }: { columns: string[]; children?: (h: LkeHasil) => React.ReactNode }) {
  const { unit, setUnit, chooses, query, h } = useHasilPage();
  return (
    <>
      <PageHeader description={h ? `${h.satuan_kerja.satuan_kerja_nama} · ${h.tahap_label}` : undefined} />
      <Stack gap="md">
        {chooses ? <UnitPicker value={unit} onChange={setUnit} /> : null}
        {chooses && !unit ? <ChooseUnitFirst /> : null}
        {query.isLoading ? <LoadingText /> : null}
        {h ? (
          <>
            <HasilTable struktur={h.struktur} kolom={h.kolom.filter((k) => columns.includes(k.kunci))} />
            <KerangkaLogisAlert items={h.kerangka_logis} />
            {children?.(h)}
          </>
        ) : null}
      </Stack>
    </>
  );
}

export function HasilSelfAssessmentPage() {
  return <HasilFrame columns={['sa_awal', 'sa_perbaikan']}>{(h) => <WhatIfCard whatIf={h.what_if} />}</HasilFrame>;
}

export function HasilAkhirPage() {
  return (
    <HasilFrame columns={['tahap_awal', 'tahap_akhir', 'pleno']}>
      {(h) => (
        <>
          <NilaiAkhir h={h} />
          <Group justify="flex-end">
            <LheButton unit={h.satuan_kerja.satuan_kerja_id} />
          </Group>
          <WhatIfCard whatIf={h.what_if} />
        </>
      )}
    </HasilFrame>
  );
}

function LheButton({ unit }: { unit: string }) {
  return (
    <DownloadButton
      path={endpointPath(lkeLheEndpoint)}
      query={{ satuan_kerja_id: unit }}
      fileName={`lhe-${unit}.pdf`}
      variant="default"
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
    >
      Unduh LHE (PDF)
    </DownloadButton>
  );
}

export function HasilPage() {
  return (
    <HasilFrame columns={['sa_awal', 'sa_perbaikan', 'tahap_awal', 'tahap_akhir', 'pleno']}>
      {(h) => (
        <>
          <NilaiAkhir h={h} />
          <Card withBorder>
            <Title order={2} fz="h4" mb="xs">
              Catatan
            </Title>
            {h.catatan.length ? (
              h.struktur.map((k) => {
                const notes = h.catatan.filter((c) => c.komponen_id === k.komponen_id);
                return notes.length ? (
                  <Stack key={k.komponen_id} gap={2} mb="xs">
                    <Text fw={600}>{k.nama}</Text>
                    <List size="sm">
                      {notes.map((n, i) => (
                        <List.Item key={i}>{n.teks}</List.Item>
                      ))}
                    </List>
                  </Stack>
                ) : null;
              })
            ) : (
              <Text size="sm">Tidak ada catatan.</Text>
            )}
          </Card>
          <Card withBorder>
            <Group justify="space-between" mb="xs">
              <Title order={2} fz="h4">
                Rekomendasi
              </Title>
              <Group gap="xs">
                <Anchor component={Link} to="/tindak-lanjut-lhe">
                  Tindak Lanjut LHE
                </Anchor>
                <LheButton unit={h.satuan_kerja.satuan_kerja_id} />
              </Group>
            </Group>
            {h.rekomendasi.length ? (
              <List type="ordered" size="sm">
                {h.rekomendasi.map((r) => (
                  <List.Item key={r.id}>{r.rekomendasi}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">Belum ada rekomendasi.</Text>
            )}
          </Card>
          <WhatIfCard whatIf={h.what_if} />
        </>
      )}
    </HasilFrame>
  );
}

/** /lke/hasil-penilaian: per criterion the unit's answers and the validator's values of both stages. */
export function HasilPenilaianPage() {
  const { unit, setUnit } = useUnitChoice(LKE_UNIT_CHOOSER);
  const query = useLembar(2, unit, !!unit);
  const sheet = query.data?.data;
  return (
    <>
      <PageHeader actions={unit ? <PenilaianXlsxButtons unit={unit} /> : null} />
      <Stack gap="md">
        <UnitPicker value={unit} onChange={setUnit} />
        {!unit ? <ChooseUnitFirst /> : null}
        {query.isLoading ? <LoadingText /> : null}
        {sheet ? <HasilPenilaianTable sheet={sheet} /> : null}
      </Stack>
    </>
  );
}

/** 'XLSX Tahap Awal' / 'XLSX Tahap Akhir': the validator's values of each stage. */
function PenilaianXlsxButtons({ unit }: { unit: string }) {
  return (
    <>
      {([1, 2] as const).map((tahap) => (
        <DownloadButton
          key={tahap}
          path={endpointPath(lkePenilaianXlsxEndpoint)}
          query={{ satuan_kerja_id: unit, tahap }}
          fileName={tahap === 1 ? 'penilaian-awal.xlsx' : 'penilaian-akhir.xlsx'}
          variant="default"
        >
          {tahap === 1 ? 'XLSX Tahap Awal' : 'XLSX Tahap Akhir'}
        </DownloadButton>
      ))}
    </>
  );
}

const statusText = (v: Verdict | undefined) =>
  v?.status === 'tolak' ? ' (Tolak)' : v?.status === 'terima' ? ' (Terima)' : '';

/** Every kriteria: the unit's answers and the validator's values of both stages, with the notes. */
function HasilPenilaianTable({ sheet }: { sheet: LkeSheet }) {
  const kriteria = sheet.struktur.flatMap((k) => k.sub.flatMap((s) => s.kriteria));
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table withTableBorder withColumnBorders striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Kode</Table.Th>
            <Table.Th>Kriteria</Table.Th>
            <Table.Th>Unit (Awal)</Table.Th>
            <Table.Th>Validator (Awal)</Table.Th>
            <Table.Th>Unit (Perbaikan)</Table.Th>
            <Table.Th>Validator (Akhir)</Table.Th>
            <Table.Th>Catatan</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {kriteria.map((c) => {
            const label = (id: number | null | undefined) => c.opsi.find((o) => o.id === id)?.label ?? '-';
            const awal = sheet.penilaian_awal?.[c.id];
            const akhir = sheet.penilaian[c.id];
            return (
              <Table.Tr key={c.id}>
                <Table.Td>{c.kode}</Table.Td>
                <Table.Td>{c.pertanyaan}</Table.Td>
                <Table.Td>{label(sheet.jawaban_awal?.[c.id])}</Table.Td>
                <Table.Td>
                  {label(awal?.opsi_id)}
                  {statusText(awal)}
                </Table.Td>
                <Table.Td>{label(sheet.jawaban[c.id])}</Table.Td>
                <Table.Td>
                  {label(akhir?.opsi_id)}
                  {statusText(akhir)}
                </Table.Td>
                <Table.Td>{[awal?.catatan, akhir?.catatan].filter(Boolean).join(' / ') || '-'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

// -------------------------------------------------------------------------------------------
// Recap
// -------------------------------------------------------------------------------------------

const BAR_COLOR: Record<string, string> = {
  AA: '#2b8a3e',
  A: '#0ca678',
  BB: '#1098ad',
  B: '#1c7ed6',
  CC: '#f59f00',
  C: '#f76707',
  D: '#e03131',
};

/** The recap's bars: each assessed unit's final value in its predikat's colour, the predikat lines. */
function rekapChart(dinilai: LkeRekapRow[]): ChartOption {
  return {
    grid: { left: 48, right: 40, top: 24, bottom: 140 },
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'category',
      data: dinilai.map((r) => r.satuan_kerja_nama),
      axisLabel: { rotate: 40, interval: 0, fontSize: 10, width: 140, overflow: 'truncate' },
    },
    yAxis: { type: 'value', min: 0, max: 100, name: 'Nilai' },
    series: [
      {
        type: 'bar',
        name: 'Nilai Akhir',
        data: dinilai.map((r) => ({
          value: r.nilai_akhir,
          itemStyle: { color: BAR_COLOR[r.predikat ?? ''] ?? '#868e96' },
        })),
        // the id-ID decimal comma, as the table below writes it (84,50)
        label: {
          show: true,
          position: 'top',
          fontSize: 10,
          formatter: (p: { value?: unknown }) => angka(Number(p.value)),
        },
        markLine: {
          silent: true,
          symbol: 'none',
          lineStyle: { type: 'dashed', color: '#adb5bd' },
          label: { formatter: '{b}', position: 'end', fontSize: 10 },
          data: LKE_PREDIKAT.filter((p) => p.min > 0).map((p) => ({ yAxis: p.min, name: `${p.kode} > ${p.min}` })),
        },
      },
    ],
  };
}

export function RekapPdPage() {
  const tahun = useYear('auth');
  const query = useRekap();
  const rows = useMemo(() => query.data?.data ?? [], [query.data]);
  const dinilai = rows.filter((r) => r.nilai_akhir !== null);
  const option = useMemo(() => rekapChart(dinilai), [dinilai]);
  const title = `Rekapitulasi Nilai SAKIP Perangkat Daerah Tahun ${tahun}`;
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <ExportButton
            path={endpointPath(lkeRekapXlsxEndpoint)}
            query={{}}
            fileName={`rekap-nilai-lke-${tahun}.xlsx`}
          />
        }
      />
      {query.isLoading ? <LoadingText /> : null}
      <Stack gap="md">
        {dinilai.length ? (
          <Card withBorder>
            <EChart
              option={option}
              label={title}
              height={420}
              textAlternative={
                <ul>
                  {dinilai.map((r) => (
                    <li key={r.satuan_kerja_id}>
                      {r.satuan_kerja_nama}: {angka(r.nilai_akhir)} ({r.predikat})
                    </li>
                  ))}
                </ul>
              }
            />
          </Card>
        ) : null}
        <RekapTable rows={rows} />
        <PredikatLegend />
        <LkeAdminPanel />
      </Stack>
    </>
  );
}

/** Every unit of the recap: stage, self assessment, final value (with its source) and predikat. */
function RekapTable({ rows }: { rows: LkeRekapRow[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>No</Table.Th>
            <Table.Th>Perangkat Daerah</Table.Th>
            <Table.Th>Tahap</Table.Th>
            <Table.Th ta="right">Nilai Self Assessment</Table.Th>
            <Table.Th ta="right">Nilai Akhir</Table.Th>
            <Table.Th>Predikat</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={r.satuan_kerja_id}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>{r.satuan_kerja_nama}</Table.Td>
              <Table.Td>{r.tahap_label}</Table.Td>
              <Table.Td ta="right">{angka(r.nilai_self_assessment)}</Table.Td>
              <Table.Td ta="right">
                {angka(r.nilai_akhir)}
                {r.sumber ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    ({LKE_SUMBER_LABEL[r.sumber as LkeSumber]})
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                {r.predikat ?? '-'}
                {r.skala_lama ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    (skala lama)
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

// -------------------------------------------------------------------------------------------
// Plenary
// -------------------------------------------------------------------------------------------

export function PenilaianHumanisPage() {
  const { unit, setUnit } = useUnitChoice(LKE_UNIT_CHOOSER);
  const query = usePleno(unit);
  const view = query.data?.data;
  return (
    <>
      <PageHeader description={view ? `${view.satuan_kerja.satuan_kerja_nama} · ${view.tahap_label}` : undefined} />
      <Stack gap="md">
        <UnitPicker value={unit} onChange={setUnit} />
        {!unit ? <ChooseUnitFirst /> : null}
        {query.isLoading ? <LoadingText /> : null}
        {view && unit ? <PlenoForm key={`${unit}-${view.tahap}`} view={view} unit={unit} /> : null}
      </Stack>
    </>
  );
}

interface PlenoTableProps {
  view: LkePlenoView;
  nilai: Record<number, number | null>;
  setNilai: (update: (n: Record<number, number | null>) => Record<number, number | null>) => void;
  errorOf: (k: LkePlenoView['komponen'][number]) => string | undefined;
  total: number;
}

/** Per komponen its weight, the final stage's value and the plenary input; the total with its predikat. */
function PlenoTable({ view, nilai, setNilai, errorOf, total }: PlenoTableProps) {
  const edit = view.boleh_ubah;
  return (
    <Table withTableBorder withColumnBorders>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Komponen</Table.Th>
          <Table.Th ta="right">Bobot</Table.Th>
          <Table.Th ta="right">Nilai Tahap Akhir</Table.Th>
          <Table.Th w={180}>Nilai Pleno</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {view.komponen.map((k) => (
          <Table.Tr key={k.komponen_id}>
            <Table.Td>
              {k.kode}. {k.nama}
            </Table.Td>
            <Table.Td ta="right">{k.bobot}</Table.Td>
            <Table.Td ta="right">{angka(k.nilai_tahap_akhir)}</Table.Td>
            <Table.Td>
              <DecimalInput
                aria-label={`Nilai Pleno ${k.nama}`}
                disabled={!edit}
                value={nilai[k.komponen_id] ?? null}
                error={errorOf(k)}
                onChange={(v) => setNilai((n) => ({ ...n, [k.komponen_id]: v }))}
              />
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr fw={700}>
          <Table.Td>Total</Table.Td>
          <Table.Td ta="right">100</Table.Td>
          <Table.Td />
          <Table.Td>
            {angka(total)}{' '}
            <PredikatBadge kode={LKE_PREDIKAT.find((p) => Math.round(total * 100) / 100 > p.min)?.kode ?? 'D'} />
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

function PlenoForm({ view, unit }: { view: LkePlenoView; unit: string }) {
  const [nilai, setNilai] = useState<Record<number, number | null>>(() =>
    Object.fromEntries(view.komponen.map((k) => [k.komponen_id, k.nilai_pleno ?? null])),
  );
  /** Each field's error, naming the component and its own limit (the domain's rule, as the server checks it). */
  const errorOf = (k: LkePlenoView['komponen'][number]) => {
    const v = nilai[k.komponen_id];
    const message = v === null || v === undefined ? null : lkePlenoError(v, k.bobot);
    return message ? `${k.nama}: ${message}` : undefined;
  };
  const valid = () => {
    const bad = view.komponen.find((k) => errorOf(k));
    if (!bad) return true;
    document.querySelector<HTMLInputElement>(`[aria-label="Nilai Pleno ${bad.nama}"]`)?.focus();
    return false;
  };
  const save = useSavePleno();
  const edit = view.boleh_ubah;
  const body = () => ({
    satuan_kerja_id: unit,
    nilai: view.komponen
      .filter((k) => nilai[k.komponen_id] !== null && nilai[k.komponen_id] !== undefined)
      .map((k) => ({ komponen_id: k.komponen_id, nilai: Number(nilai[k.komponen_id]) })),
  });
  const total = view.komponen.reduce((a, k) => a + (Number(nilai[k.komponen_id]) || 0), 0);
  return (
    <Stack gap="md">
      {!edit ? (
        <Alert color="blue" variant="light">
          {view.tahap === 'selesai'
            ? 'Penilaian pleno sudah ditutup.'
            : 'Penilaian pleno dibuka setelah penilaian akhir ditutup.'}
        </Alert>
      ) : null}
      <PlenoTable view={view} nilai={nilai} setNilai={setNilai} errorOf={errorOf} total={total} />
      {edit ? (
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => valid() && save.mutate(body(), lkeFeedback('Nilai pleno berhasil disimpan'))}
            loading={save.isPending}
          >
            Simpan
          </Button>
          <LkeStepAction
            tahap={view.tahap}
            event="tutup_pleno"
            words={{
              action: 'Tutup Pleno',
              unit: view.satuan_kerja.satuan_kerja_nama,
              consequence: 'Nilai pleno menjadi nilai akhir evaluasi dan tidak dapat diubah lagi.',
              mayOpen: valid,
            }}
            endpoint={lkeTutupPlenoEndpoint}
            input={() => ({ body: { satuan_kerja_id: unit } })}
            success="Penilaian pleno berhasil ditutup"
            before={() => [() => save.mutateAsync(body())]}
          />
        </Group>
      ) : null}
    </Stack>
  );
}

// -------------------------------------------------------------------------------------------
// Public copies
// -------------------------------------------------------------------------------------------

function PublicHasil({ columns, title }: { columns: string[]; title: string }) {
  const selected = useYear('public');
  const [params, setParams] = useSearchParams();
  const linkYear = Number(params.get('tahun_kinerja')) || null;
  const tahun = linkYear ?? selected;
  const unit = params.get('satuan_kerja_id');
  const units = usePublicUnits(linkYear);
  const query = usePublicHasil(linkYear, unit);
  const h = query.data?.data;
  const kolom = h?.kolom.filter((k) => columns.includes(k.kunci)) ?? [];
  const none = h?.satuan_kerja && kolom.every((k) => k.total === null);
  return (
    <Stack gap="md" p="md">
      <PageHeader
        title={title}
        description={h?.satuan_kerja ? `${h.satuan_kerja.satuan_kerja_nama} · Tahun ${tahun}` : `Tahun ${tahun}`}
      />
      <Select
        label="Satuan kerja"
        placeholder="Pilih satuan kerja"
        searchable
        w={{ base: '100%', sm: 420 }}
        data={(units.data?.data ?? []).map((u) => ({ value: u.satuan_kerja_id, label: u.satuan_kerja_nama }))}
        value={unit}
        onChange={(v) => {
          const next = new URLSearchParams(params);
          next.set('tahun_kinerja', String(tahun));
          if (v) next.set('satuan_kerja_id', v);
          else next.delete('satuan_kerja_id');
          setParams(next, { replace: true });
        }}
      />
      {!unit ? <ChooseUnitFirst /> : null}
      {query.isLoading ? <LoadingText /> : null}
      {h?.satuan_kerja ? (
        none ? (
          <Alert color="gray" variant="light">
            {BELUM}
          </Alert>
        ) : (
          <HasilTable struktur={h.struktur} kolom={kolom} />
        )
      ) : null}
    </Stack>
  );
}

export function PublicHasilSelfAssessmentPage() {
  return <PublicHasil columns={['sa_awal', 'sa_perbaikan']} title="Hasil Self Assessment" />;
}
export function PublicHasilAkhirPage() {
  return <PublicHasil columns={['tahap_awal', 'tahap_akhir', 'pleno']} title="Hasil Akhir Evaluasi" />;
}
