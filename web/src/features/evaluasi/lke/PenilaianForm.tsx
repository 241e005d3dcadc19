import { Alert, Badge, Button, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  lkeBatalValidasiEndpoint,
  lkeKerangkaLogis,
  LKE_TOLAK_TANPA_CATATAN,
  lkeTutupPenilaianEndpoint,
  lkeWorkflow,
  type LkeKomponen,
  type LkeKriteria,
} from '@sakip/domain';
import { useState } from 'react';
import { WorkflowBadge } from '../../../components/workflow/WorkflowBadge';
import { useSavePenilaian, type LkeSheet, type Verdict } from './api';
import { KerangkaLogisAlert, lkeFeedback, LkeStepAction, lkeTahapOf, useUnsavedGuard } from './LkeParts';
import {
  EvidenLink,
  KomponenCard,
  OpsiMakna,
  opsiData,
  opsiLabel,
  ScoreCard,
  valueOf,
  VerdictBadge,
  type Choice,
} from './WorksheetParts';

/**
 * The validator's worksheet (/lke/penilaian, /lke/penilaian-2): a card per komponen, a row per
 * kriteria with the unit's answer and evidence beside the validator's score, status and note.
 */

/** The scores as edited, the unsaved-changes guard, and the writes (save, close, cancel). */
function usePenilaianForm(sheet: LkeSheet, unit: string) {
  const tahap = sheet.lembar;
  const [nilai, setNilai] = useState<Record<number, Verdict>>(() => ({ ...sheet.penilaian }));
  const [showNoteErrors, setShowNoteErrors] = useState(false);
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const save = useSavePenilaian();
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
  const chosen: Choice = Object.fromEntries(Object.entries(nilai).map(([k, v]) => [k, v.opsi_id]));
  const scored = all.filter((c) => nilai[c.id]?.status && nilai[c.id]?.opsi_id).length;
  return {
    sheet,
    unit,
    nilai,
    set,
    chosen,
    all,
    scored,
    showNoteErrors,
    notesComplete,
    body,
    save,
    setDirty,
    fillFromUnit,
    onSave,
  };
}

type PenilaianFormState = ReturnType<typeof usePenilaianForm>;

export function PenilaianForm({ sheet, unit }: { sheet: LkeSheet; unit: string }) {
  const form = usePenilaianForm(sheet, unit);
  return (
    <Stack gap="md">
      <ScoreCard
        structure={sheet.struktur}
        totals={[
          { judul: 'Nilai Unit', chosen: sheet.jawaban },
          { judul: 'Nilai Validator', chosen: form.chosen },
        ]}
        extra={<PenilaianActions form={form} />}
      />
      <KerangkaLogisAlert
        title="Periksa kerangka logis nilai evaluator"
        items={lkeKerangkaLogis(sheet.struktur, valueOf(sheet.struktur, form.chosen))}
      />
      <KerangkaLogisAlert
        title="Kerangka logis jawaban unit"
        items={lkeKerangkaLogis(sheet.struktur, valueOf(sheet.struktur, sheet.jawaban))}
      />
      {!sheet.boleh_nilai ? (
        <Alert color="blue" variant="light">
          {sheet.tahap_label}: penilaian {sheet.lembar === 1 ? 'awal' : 'akhir'} tidak dapat diubah.
        </Alert>
      ) : null}
      {sheet.struktur.map((k) => (
        <PenilaianKomponen key={k.id} komponen={k} form={form} />
      ))}
    </Stack>
  );
}

/** Under the totals: the stage, the count, and Isi dari Jawaban Unit, Simpan, Tutup Penilaian, Batal Validasi. */
function PenilaianActions({ form }: { form: PenilaianFormState }) {
  const { sheet, unit } = form;
  const tahap = sheet.lembar;
  const unitName = sheet.satuan_kerja.satuan_kerja_nama;
  const closed = tahap === 1 ? 'Penilaian awal berhasil ditutup' : 'Penilaian akhir berhasil ditutup';
  const tutup = {
    action: 'Tutup Penilaian',
    unit: unitName,
    consequence:
      tahap === 1
        ? 'Nilai tahap awal dikunci dan unit dapat mengisi eviden perbaikan.'
        : 'Nilai tahap akhir dikunci dan lembar kerja masuk ke penilaian pleno.',
    mayOpen: form.notesComplete,
  };
  const batal = {
    action: 'Batal Validasi',
    unit: unitName,
    consequence: 'Pengajuan dikembalikan kepada unit untuk diisi ulang dan penilaian tahap ini dibuka kembali.',
    danger: true,
  };
  const state = lkeTahapOf(sheet.tahap);
  const input = () => ({ body: { satuan_kerja_id: unit, tahap } });
  return (
    <Group justify="space-between" mt="sm" wrap="wrap">
      <Group gap="xs">
        <WorkflowBadge workflow={lkeWorkflow} state={state} />
        <Text size="sm">
          Dinilai {form.scored} dari {form.all.length} kriteria
        </Text>
      </Group>
      <Group gap="xs">
        {sheet.boleh_nilai ? (
          <>
            <Button variant="default" onClick={form.fillFromUnit}>
              Isi dari Jawaban Unit
            </Button>
            <Button variant="default" onClick={form.onSave} loading={form.save.isPending}>
              Simpan
            </Button>
            <LkeStepAction
              tahap={sheet.tahap}
              event={tahap === 1 ? 'tutup_1' : 'tutup_2'}
              words={tutup}
              endpoint={lkeTutupPenilaianEndpoint}
              input={input}
              success={closed}
              before={() => {
                form.setDirty(false);
                return Object.keys(form.nilai).length ? [() => form.save.mutateAsync(form.body())] : [];
              }}
            />
          </>
        ) : null}
        {sheet.boleh_batal ? (
          <LkeStepAction
            tahap={sheet.tahap}
            event={tahap === 1 ? 'batal_1' : 'batal_2'}
            words={batal}
            endpoint={lkeBatalValidasiEndpoint}
            input={input}
            success="Validasi berhasil dibatalkan"
          />
        ) : null}
      </Group>
    </Group>
  );
}

/** The komponen level: one table of every kriteria of its sub komponen. */
function PenilaianKomponen({ komponen, form }: { komponen: LkeKomponen; form: PenilaianFormState }) {
  const tahap = form.sheet.lembar;
  return (
    <KomponenCard komponen={komponen}>
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
            {komponen.sub.flatMap((s) =>
              s.kriteria.map((c) => <PenilaianKriteriaRow key={c.id} kriteria={c} form={form} />),
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </KomponenCard>
  );
}

/** The kriteria level: the unit's answer and evidence, the first verdict (stage 2), the validator's inputs. */
function PenilaianKriteriaRow({ kriteria: c, form }: { kriteria: LkeKriteria; form: PenilaianFormState }) {
  const { sheet } = form;
  const tahap = sheet.lembar;
  const v = form.nilai[c.id];
  const unitOpsi = sheet.jawaban[c.id] ?? null;
  const beda = !!v?.opsi_id && v.opsi_id !== unitOpsi;
  const awal = sheet.penilaian_awal?.[c.id];
  return (
    <Table.Tr data-kode={c.kode} bg={beda ? 'var(--mantine-color-yellow-light)' : undefined}>
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
      <VerdictInputs kriteria={c} form={form} />
    </Table.Tr>
  );
}

const STATUS_DATA = [
  { value: '', label: '-' },
  { value: 'terima', label: 'Terima' },
  { value: 'tolak', label: 'Tolak' },
];

/** The validator's three cells of a kriteria: Nilai, Status, Catatan. */
function VerdictInputs({ kriteria: c, form }: { kriteria: LkeKriteria; form: PenilaianFormState }) {
  const v = form.nilai[c.id];
  const edit = form.sheet.boleh_nilai;
  return (
    <>
      <Table.Td>
        <NativeSelect
          aria-label={`Nilai ${c.kode}`}
          data={opsiData(c)}
          value={v?.opsi_id ? String(v.opsi_id) : ''}
          disabled={!edit}
          onChange={(e) => {
            const x = e.currentTarget.value;
            form.set(c.id, { opsi_id: x ? Number(x) : null });
          }}
        />
        <OpsiMakna kriteria={c} opsiId={v?.opsi_id} />
      </Table.Td>
      <Table.Td>
        <NativeSelect
          aria-label={`Status ${c.kode}`}
          data={STATUS_DATA}
          value={v?.status ?? ''}
          disabled={!edit}
          onChange={(e) => {
            const x = e.currentTarget.value;
            form.set(c.id, { status: x === 'terima' || x === 'tolak' ? x : null });
          }}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={`Catatan ${c.kode}`}
          error={
            form.showNoteErrors && v?.status === 'tolak' && !v.catatan?.trim() ? LKE_TOLAK_TANPA_CATATAN : undefined
          }
          value={v?.catatan ?? ''}
          disabled={!edit}
          onChange={(e) => form.set(c.id, { catatan: e.currentTarget.value })}
        />
      </Table.Td>
    </>
  );
}
