import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  COUNTDOWN_EXPIRED_TEXT,
  formatNumber,
  LKE_TAHAP_LABEL,
  lkeKerangkaLogis,
  lkePredikat,
  lkeScore,
  type LkeKriteria,
  type LkeStructure,
  type LkeTahap,
  LKE_TOLAK_TANPA_CATATAN,
} from '@sakip/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { confirmDelete } from '../../../components/ConfirmDelete';
import { download } from '../../../components/crud/download';
import { ExportButton } from '../../../components/crud/ExportButton';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { ChooseUnitFirst } from '../../../components/unit/ChooseUnitFirst';
import { useUnitChoice } from '../../../components/unit/use-unit-choice';
import {
  useAjukan,
  useBatalValidasi,
  useLembar,
  useLkeUnits,
  useRemoveFile,
  useSaveEviden,
  useSavePenilaian,
  useTutupPenilaian,
  useUpload,
  type EvidenValue,
  type LkeSheet,
  type Verdict,
} from './api';
import {
  angka,
  confirmLke,
  inSequence,
  KerangkaLogisAlert,
  lkeFeedback,
  PredikatBadge,
  UnitPicker,
  LKE_UNIT_CHOOSER,
  useUnsavedGuard,
} from './LkeParts';

/**
 * The LKE worksheet (DOMAIN-2 §2): the unit's pages (/lke/eviden, /lke/eviden-2) and the
 * validator's (/lke/penilaian, /lke/penilaian-2). Totals are the domain's lkeScore over what is on
 * the screen, so they grow while the user fills in; the server recomputes them on every read.
 */

type Choice = Record<number, number | null>;

function valueOf(structure: LkeStructure, chosen: Choice) {
  const nilai = new Map<number, number>();
  for (const k of structure)
    for (const s of k.sub) for (const c of s.kriteria) for (const o of c.opsi) nilai.set(o.id, o.nilai);
  return (id: number) => {
    const o = chosen[id];
    return o === null || o === undefined ? null : (nilai.get(o) ?? null);
  };
}

function ScoreCard({
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
function opsiData(k: LkeKriteria) {
  return [
    { value: '', label: '- Pilih -' },
    ...k.opsi.map((o) => {
      const grade = `${o.label} (${formatNumber(o.nilai * 100)}%)`;
      return { value: String(o.id), label: o.penjelasan ? `${grade}: ${o.penjelasan}` : grade };
    }),
  ];
}

/** The chosen grade's meaning, shown beside the choice. */
function OpsiMakna({ kriteria, opsiId }: { kriteria: LkeKriteria; opsiId: number | null | undefined }) {
  const o = kriteria.opsi.find((x) => x.id === opsiId);
  if (!o?.penjelasan) return null;
  return (
    <Text size="xs" c="dimmed" mt={2} data-testid={`makna-${kriteria.kode}`}>
      <b>{o.label}</b>: {o.penjelasan}
    </Text>
  );
}
const opsiLabel = (k: LkeKriteria, id: number | null | undefined) => k.opsi.find((o) => o.id === id)?.label ?? '-';

function VerdictBadge({ v }: { v: Verdict | undefined }) {
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

function EvidenLink({ e }: { e: EvidenValue | undefined }) {
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
        onClick={() => void download(`lke/eviden/${e.id}/file`, {}, e.file_name ?? 'eviden')}
      >
        {e.file_name}
      </Anchor>
    );
  if (e.isi && /^(https?:\/\/|\/)/.test(e.isi))
    return (
      <Group gap={4}>
        <Anchor href={e.isi} target="_blank" rel="noopener noreferrer" size="sm">
          {e.isi}
        </Anchor>
        {e.sistem ? <Badge size="xs">Sistem</Badge> : null}
      </Group>
    );
  return <Text size="sm">{e.isi}</Text>;
}

function useSheetPage(tahap: 1 | 2) {
  const { unit, setUnit, chooses } = useUnitChoice(LKE_UNIT_CHOOSER);
  const query = useLembar(tahap, unit, !chooses || !!unit);
  return { unit, setUnit, chooses, query, sheet: query.data?.data };
}

// -------------------------------------------------------------------------------------------
// Unit: /lke/eviden and /lke/eviden-2
// -------------------------------------------------------------------------------------------

function EvidenView({ tahap }: { tahap: 1 | 2 }) {
  const { unit, setUnit, chooses, query, sheet } = useSheetPage(tahap);
  return (
    <>
      <PageHeader description={sheet ? `${sheet.satuan_kerja.satuan_kerja_nama} · Tahun ${sheet.tahun}` : undefined} />
      {chooses ? <UnitPicker value={unit} onChange={setUnit} /> : null}
      {tahap === 2 && sheet?.batas_waktu && !sheet.batas_waktu.terbuka ? (
        <Alert color="red" variant="light" mb="md">
          {COUNTDOWN_EXPIRED_TEXT}
        </Alert>
      ) : null}
      {chooses && !unit ? <ChooseUnitFirst /> : null}
      {query.isLoading ? <LoadingText /> : null}
      {sheet ? (
        <EvidenForm
          key={`${sheet.satuan_kerja.satuan_kerja_id}-${sheet.tahun}-${sheet.tahap}`}
          sheet={sheet}
          unit={unit}
        />
      ) : null}
    </>
  );
}

function EvidenForm({ sheet, unit }: { sheet: LkeSheet; unit: string | null }) {
  const tahap = sheet.lembar;
  const [jawaban, setJawaban] = useState<Choice>(() => ({ ...sheet.jawaban }));
  const initialText = useMemo(
    () => Object.fromEntries(Object.entries(sheet.eviden).map(([k, v]) => [k, v.file_name ? '' : (v.isi ?? '')])),
    [sheet],
  ) as Record<string, string>;
  const [text, setText] = useState<Record<string, string>>(initialText);
  const save = useSaveEviden();
  const ajukan = useAjukan();
  const upload = useUpload();
  const remove = useRemoveFile();
  const edit = sheet.boleh_ubah;
  const unitParam = unit ? { satuan_kerja_id: unit } : {};

  const body = () => ({
    ...unitParam,
    tahap,
    jawaban: Object.entries(jawaban)
      .filter(([k, v]) => (sheet.jawaban[k] ?? null) !== v)
      .map(([k, v]) => ({ kriteria_id: Number(k), opsi_id: v })),
    eviden: Object.entries(text)
      .filter(([k, v]) => (initialText[k] ?? '') !== v)
      .map(([k, v]) => ({ slot_id: Number(k), isi: v.trim() ? v : null })),
  });
  const onSave = () => save.mutate(body(), lkeFeedback('Lembar kerja berhasil disimpan'));
  const onAjukan = () =>
    confirmLke({
      action: 'Ajukan',
      unit: sheet.satuan_kerja.satuan_kerja_nama,
      consequence: 'Setelah diajukan, lembar kerja tidak dapat diubah selama divalidasi.',
      onConfirm: () => {
        const b = body();
        const steps = [
          ...(b.jawaban.length || b.eviden.length ? [() => save.mutateAsync(b)] : []),
          () => ajukan.mutateAsync({ ...unitParam, tahap }),
        ];
        void inSequence(steps, 'Lembar kerja berhasil diajukan untuk divalidasi');
      },
    });

  return (
    <Stack gap="md">
      <ScoreCard
        structure={sheet.struktur}
        totals={[{ judul: tahap === 1 ? 'Nilai Self Assessment' : 'Nilai Perbaikan', chosen: jawaban }]}
        extra={
          <Group justify="space-between" mt="sm" wrap="wrap">
            <Group gap="xs">
              <Badge variant="outline" size="lg">
                {sheet.tahap_label}
              </Badge>
              {edit && sheet.kurang.length ? (
                <Text size="sm" c="dimmed">
                  Belum lengkap: {sheet.kurang.length} kriteria
                </Text>
              ) : null}
            </Group>
            {edit ? (
              <Group gap="xs">
                <Button variant="default" onClick={onSave} loading={save.isPending}>
                  Simpan
                </Button>
                <Button onClick={onAjukan} loading={ajukan.isPending}>
                  Ajukan
                </Button>
              </Group>
            ) : null}
          </Group>
        }
      />
      <KerangkaLogisAlert items={lkeKerangkaLogis(sheet.struktur, valueOf(sheet.struktur, jawaban))} />
      {!edit ? (
        <Alert color="blue" variant="light">
          {sheet.tahap === 'pengisian' || sheet.tahap === 'perbaikan'
            ? 'Lembar kerja tidak dapat diubah.'
            : `${sheet.tahap_label}: lembar kerja tidak dapat diubah.`}
        </Alert>
      ) : null}
      {sheet.struktur.map((k) => (
        <Card key={k.id} withBorder>
          <Title order={2} fz="h4" mb="xs">
            {k.kode}. {k.nama} (bobot {k.bobot})
          </Title>
          {k.sub.map((s) => (
            <Stack key={s.id} gap={4} mb="md">
              <Text fw={600}>
                {s.kode} {s.nama} (bobot {angka(s.bobot)})
              </Text>
              {s.penjelasan ? (
                <Text size="sm" c="dimmed">
                  {s.penjelasan}
                </Text>
              ) : null}
              <Table.ScrollContainer minWidth={760}>
                <Table withTableBorder verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={70}>Kode</Table.Th>
                      <Table.Th>Kriteria</Table.Th>
                      <Table.Th w={220}>Jawaban</Table.Th>
                      <Table.Th w={280}>Eviden</Table.Th>
                      {tahap === 2 ? <Table.Th w={180}>Penilaian Tahap Awal</Table.Th> : null}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {s.kriteria.map((c) => {
                      const verdict = sheet.penilaian_awal?.[c.id];
                      return (
                        <Table.Tr
                          key={c.id}
                          data-kode={c.kode}
                          bg={verdict?.status === 'tolak' ? 'var(--mantine-color-red-light)' : undefined}
                        >
                          <Table.Td>{c.kode}</Table.Td>
                          <Table.Td>
                            <Text size="sm">{c.pertanyaan}</Text>
                          </Table.Td>
                          <Table.Td>
                            <NativeSelect
                              aria-label={`Jawaban ${c.kode}`}
                              data={opsiData(c)}
                              value={jawaban[c.id] ? String(jawaban[c.id]) : ''}
                              disabled={!edit}
                              onChange={(e) => {
                                const v = e.currentTarget.value;
                                setJawaban((j) => ({ ...j, [c.id]: v ? Number(v) : null }));
                              }}
                            />
                            <OpsiMakna kriteria={c} opsiId={jawaban[c.id]} />
                          </Table.Td>
                          <Table.Td>
                            <Stack gap={4}>
                              {c.slots.map((slot) => {
                                const e = sheet.eviden[slot.id];
                                const label = `${slot.label} ${c.kode}`;
                                if (slot.jenis === 'file')
                                  return (
                                    <Stack key={slot.id} gap={2}>
                                      {e?.file_name ? (
                                        <Group gap={4} wrap="nowrap">
                                          <EvidenLink e={e} />
                                          {edit && e.id !== null ? (
                                            <Button
                                              size="compact-xs"
                                              variant="subtle"
                                              color="red"
                                              onClick={() =>
                                                confirmDelete({
                                                  onConfirm: () =>
                                                    remove.mutate(
                                                      e.id ?? 0,
                                                      lkeFeedback('Berkas eviden berhasil dihapus'),
                                                    ),
                                                })
                                              }
                                            >
                                              Hapus
                                            </Button>
                                          ) : null}
                                        </Group>
                                      ) : !edit ? (
                                        <EvidenLink e={e} />
                                      ) : null}
                                      {edit ? (
                                        <>
                                          <input
                                            type="file"
                                            aria-label={`Unggah ${label}`}
                                            accept=".pdf,.png,.jpg,.jpeg,.xlsx,.docx"
                                            style={{ fontSize: 12, maxWidth: 260 }}
                                            onChange={(ev) => {
                                              const file = ev.currentTarget.files?.[0];
                                              ev.currentTarget.value = '';
                                              if (file)
                                                upload.mutate(
                                                  { ...unitParam, slot_id: slot.id, tahap, file },
                                                  lkeFeedback('Berkas eviden berhasil diunggah'),
                                                );
                                            }}
                                          />
                                          {!e?.file_name ? (
                                            <TextInput
                                              size="xs"
                                              aria-label={`Keterangan ${label}`}
                                              placeholder="atau tulis keterangan / tautan"
                                              value={text[slot.id] ?? ''}
                                              onChange={(ev) => {
                                                const v = ev.currentTarget.value;
                                                setText((t) => ({ ...t, [slot.id]: v }));
                                              }}
                                            />
                                          ) : null}
                                        </>
                                      ) : null}
                                    </Stack>
                                  );
                                if (!edit) return <EvidenLink key={slot.id} e={e} />;
                                return slot.jenis === 'text' ? (
                                  <Textarea
                                    key={slot.id}
                                    size="xs"
                                    autosize
                                    minRows={1}
                                    aria-label={label}
                                    value={text[slot.id] ?? ''}
                                    onChange={(ev) => {
                                      const v = ev.currentTarget.value;
                                      setText((t) => ({ ...t, [slot.id]: v }));
                                    }}
                                  />
                                ) : (
                                  <Stack key={slot.id} gap={2}>
                                    <TextInput
                                      size="xs"
                                      aria-label={label}
                                      placeholder="https://…"
                                      value={text[slot.id] ?? ''}
                                      onChange={(ev) => {
                                        const v = ev.currentTarget.value;
                                        setText((t) => ({ ...t, [slot.id]: v }));
                                      }}
                                    />
                                    {e?.sistem ? (
                                      <Text size="xs" c="dimmed">
                                        Diisi otomatis dari halaman publik
                                      </Text>
                                    ) : null}
                                  </Stack>
                                );
                              })}
                            </Stack>
                          </Table.Td>
                          {tahap === 2 ? (
                            <Table.Td>
                              <VerdictBadge v={verdict} />
                            </Table.Td>
                          ) : null}
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          ))}
        </Card>
      ))}
    </Stack>
  );
}

export function EvidenPage() {
  return <EvidenView tahap={1} />;
}
export function Eviden2Page() {
  return <EvidenView tahap={2} />;
}

// -------------------------------------------------------------------------------------------
// Validator: /lke/penilaian and /lke/penilaian-2
// -------------------------------------------------------------------------------------------

function PenilaianView({ tahap }: { tahap: 1 | 2 }) {
  const { unit, setUnit, query, sheet } = useSheetPage(tahap);
  const units = useLkeUnits(true).data?.data ?? [];
  const labelled = units.map((u) => ({
    ...u,
    satuan_kerja_nama: `${u.satuan_kerja_nama} (${LKE_TAHAP_LABEL[(u.tahap ?? 'pengisian') as LkeTahap] ?? u.tahap})`,
  }));
  return (
    <>
      <PageHeader
        actions={
          unit ? (
            <ExportButton
              path="lke/penilaian/export"
              query={{ satuan_kerja_id: unit, tahap }}
              fileName={`penilaian-lke-${unit}.xlsx`}
            />
          ) : null
        }
      />
      <Stack gap="md">
        <UnitPicker value={unit} onChange={setUnit} units={labelled} />
        {!unit ? <ChooseUnitFirst /> : null}
        {query.isLoading ? <LoadingText /> : null}
        {sheet && unit ? (
          <PenilaianForm key={`${unit}-${sheet.tahun}-${sheet.tahap}`} sheet={sheet} unit={unit} />
        ) : null}
      </Stack>
    </>
  );
}

function PenilaianForm({ sheet, unit }: { sheet: LkeSheet; unit: string }) {
  const tahap = sheet.lembar;
  const [nilai, setNilai] = useState<Record<number, Verdict>>(() => ({ ...sheet.penilaian }));
  const [showNoteErrors, setShowNoteErrors] = useState(false);
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const save = useSavePenilaian();
  const tutup = useTutupPenilaian();
  const batal = useBatalValidasi();
  const edit = sheet.boleh_nilai;
  const chosen: Choice = Object.fromEntries(Object.entries(nilai).map(([k, v]) => [k, v.opsi_id]));
  const all = sheet.struktur.flatMap((k) => k.sub.flatMap((s) => s.kriteria));
  const set = (id: number, patch: Partial<Verdict>) => {
    setDirty(true);
    setNilai((n) => ({ ...n, [id]: { opsi_id: null, status: null, catatan: null, ...n[id], ...patch } }));
  };
  const body = () => ({
    satuan_kerja_id: unit,
    tahap,
    nilai: Object.entries(nilai).map(([k, v]) => ({
      kriteria_id: Number(k),
      opsi_id: v.opsi_id,
      status: v.status,
      catatan: v.catatan?.trim() ? v.catatan : null,
    })),
  });
  const fillFromUnit = () => {
    setDirty(true);
    setNilai((n) => {
      const next = { ...n };
      for (const c of all)
        if (!next[c.id]?.status)
          next[c.id] = {
            opsi_id: next[c.id]?.opsi_id ?? sheet.jawaban[c.id] ?? null,
            status: 'terima',
            catatan: next[c.id]?.catatan ?? null,
          };
      return next;
    });
  };
  const unitName = sheet.satuan_kerja.satuan_kerja_nama;
  const onTutup = () =>
    notesComplete() &&
    confirmLke({
      action: 'Tutup Penilaian',
      unit: unitName,
      consequence:
        tahap === 1
          ? 'Nilai tahap awal dikunci dan unit dapat mengisi eviden perbaikan.'
          : 'Nilai tahap akhir dikunci dan lembar kerja masuk ke penilaian pleno.',
      onConfirm: () => {
        setDirty(false);
        void inSequence(
          [
            ...(Object.keys(nilai).length ? [() => save.mutateAsync(body())] : []),
            () => tutup.mutateAsync({ satuan_kerja_id: unit, tahap }),
          ],
          tahap === 1 ? 'Penilaian awal berhasil ditutup' : 'Penilaian akhir berhasil ditutup',
        );
      },
    });
  const onBatal = () =>
    confirmLke({
      action: 'Batal Validasi',
      unit: unitName,
      consequence: 'Pengajuan dikembalikan kepada unit untuk diisi ulang dan penilaian tahap ini dibuka kembali.',
      danger: true,
      onConfirm: () => batal.mutate({ satuan_kerja_id: unit, tahap }, lkeFeedback('Validasi berhasil dibatalkan')),
    });
  /** A rejection needs its note: the first one without points at its field (false), else true. */
  const notesComplete = () => {
    const missing = all.find((c) => nilai[c.id]?.status === 'tolak' && !nilai[c.id]?.catatan?.trim());
    if (!missing) return true;
    setShowNoteErrors(true);
    notifications.show({ color: 'red', title: 'Oops...', message: `${LKE_TOLAK_TANPA_CATATAN}: ${missing.kode}` });
    document.querySelector<HTMLInputElement>(`[aria-label="Catatan ${missing.kode}"]`)?.focus();
    return false;
  };
  const onSave = () =>
    notesComplete() &&
    save.mutate(
      body(),
      lkeFeedback('Penilaian berhasil disimpan', () => setDirty(false)),
    );
  const scored = all.filter((c) => nilai[c.id]?.status && nilai[c.id]?.opsi_id).length;

  return (
    <Stack gap="md">
      <ScoreCard
        structure={sheet.struktur}
        totals={[
          { judul: 'Nilai Unit', chosen: sheet.jawaban },
          { judul: 'Nilai Validator', chosen },
        ]}
        extra={
          <Group justify="space-between" mt="sm" wrap="wrap">
            <Group gap="xs">
              <Badge variant="outline" size="lg">
                {sheet.tahap_label}
              </Badge>
              <Text size="sm">
                Dinilai {scored} dari {all.length} kriteria
              </Text>
            </Group>
            <Group gap="xs">
              {edit ? (
                <>
                  <Button variant="default" onClick={fillFromUnit}>
                    Isi dari Jawaban Unit
                  </Button>
                  <Button variant="default" onClick={onSave} loading={save.isPending}>
                    Simpan
                  </Button>
                  <Button onClick={onTutup} loading={tutup.isPending}>
                    Tutup Penilaian
                  </Button>
                </>
              ) : null}
              {sheet.boleh_batal ? (
                <Button color="red" variant="light" loading={batal.isPending} onClick={onBatal}>
                  Batal Validasi
                </Button>
              ) : null}
            </Group>
          </Group>
        }
      />
      <KerangkaLogisAlert
        title="Periksa kerangka logis nilai evaluator"
        items={lkeKerangkaLogis(sheet.struktur, valueOf(sheet.struktur, chosen))}
      />
      <KerangkaLogisAlert
        title="Kerangka logis jawaban unit"
        items={lkeKerangkaLogis(sheet.struktur, valueOf(sheet.struktur, sheet.jawaban))}
      />
      {!edit ? (
        <Alert color="blue" variant="light">
          {sheet.tahap_label}: penilaian {tahap === 1 ? 'awal' : 'akhir'} tidak dapat diubah.
        </Alert>
      ) : null}
      {sheet.struktur.map((k) => (
        <Card key={k.id} withBorder>
          <Title order={2} fz="h4" mb="xs">
            {k.kode}. {k.nama} (bobot {k.bobot})
          </Title>
          <Table.ScrollContainer minWidth={980}>
            <Table withTableBorder verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>Kode</Table.Th>
                  <Table.Th>Kriteria</Table.Th>
                  <Table.Th w={220}>Jawaban dan Eviden Unit</Table.Th>
                  {tahap === 2 ? <Table.Th w={150}>Tahap Awal</Table.Th> : null}
                  <Table.Th w={150}>Nilai</Table.Th>
                  <Table.Th w={120}>Status</Table.Th>
                  <Table.Th w={200}>Catatan</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {k.sub.flatMap((s) =>
                  s.kriteria.map((c) => {
                    const v = nilai[c.id];
                    const unitOpsi = sheet.jawaban[c.id] ?? null;
                    const beda = !!v?.opsi_id && v.opsi_id !== unitOpsi;
                    const awal = sheet.penilaian_awal?.[c.id];
                    return (
                      <Table.Tr
                        key={c.id}
                        data-kode={c.kode}
                        bg={beda ? 'var(--mantine-color-yellow-light)' : undefined}
                      >
                        <Table.Td>{c.kode}</Table.Td>
                        <Table.Td>
                          <Text size="sm">{c.pertanyaan}</Text>
                          {beda ? (
                            <Badge color="yellow" size="xs" mt={2}>
                              Berbeda dengan unit
                            </Badge>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" fw={600}>
                            {opsiLabel(c, unitOpsi)}
                            {tahap === 2 && sheet.jawaban_awal && sheet.jawaban_awal[c.id] !== unitOpsi
                              ? ` (awal: ${opsiLabel(c, sheet.jawaban_awal[c.id])})`
                              : ''}
                          </Text>
                          {c.slots.map((slot) => (
                            <EvidenLink key={slot.id} e={sheet.eviden[slot.id]} />
                          ))}
                        </Table.Td>
                        {tahap === 2 ? (
                          <Table.Td>
                            <Text size="sm">{opsiLabel(c, awal?.opsi_id)}</Text>
                            <VerdictBadge v={awal} />
                          </Table.Td>
                        ) : null}
                        <Table.Td>
                          <NativeSelect
                            aria-label={`Nilai ${c.kode}`}
                            data={opsiData(c)}
                            value={v?.opsi_id ? String(v.opsi_id) : ''}
                            disabled={!edit}
                            onChange={(e) => {
                              const x = e.currentTarget.value;
                              set(c.id, { opsi_id: x ? Number(x) : null });
                            }}
                          />
                          <OpsiMakna kriteria={c} opsiId={v?.opsi_id} />
                        </Table.Td>
                        <Table.Td>
                          <NativeSelect
                            aria-label={`Status ${c.kode}`}
                            data={[
                              { value: '', label: '-' },
                              { value: 'terima', label: 'Terima' },
                              { value: 'tolak', label: 'Tolak' },
                            ]}
                            value={v?.status ?? ''}
                            disabled={!edit}
                            onChange={(e) => {
                              const x = e.currentTarget.value;
                              set(c.id, { status: x === 'terima' || x === 'tolak' ? x : null });
                            }}
                          />
                        </Table.Td>
                        <Table.Td>
                          <TextInput
                            size="xs"
                            aria-label={`Catatan ${c.kode}`}
                            error={
                              showNoteErrors && v?.status === 'tolak' && !v.catatan?.trim()
                                ? LKE_TOLAK_TANPA_CATATAN
                                : undefined
                            }
                            value={v?.catatan ?? ''}
                            disabled={!edit}
                            onChange={(e) => {
                              const x = e.currentTarget.value;
                              set(c.id, { catatan: x });
                            }}
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  }),
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ))}
    </Stack>
  );
}

export function PenilaianPage() {
  return <PenilaianView tahap={1} />;
}
export function Penilaian2Page() {
  return <PenilaianView tahap={2} />;
}
