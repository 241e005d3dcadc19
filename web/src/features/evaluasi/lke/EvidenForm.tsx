import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  lkeAjukanEndpoint,
  lkeKerangkaLogis,
  lkeWorkflow,
  type LkeKriteria,
  type LkeMissing,
  type LkeSlot,
  type LkeSubKomponen,
} from '@sakip/domain';
import { useMemo, useState } from 'react';
import { confirmDelete } from '../../../components/ConfirmDelete';
import { submitFeedback } from '../../../components/crud/use-crud-submit';
import { FilePicker } from '../../../components/form/FilePicker';
import type { FormErrors } from '../../../components/form/use-zod-form';
import { WorkflowBadge } from '../../../components/workflow/WorkflowBadge';
import { useRemoveFile, useSaveEviden, useUpload, type EvidenBody, type EvidenValue, type LkeSheet } from './api';
import { angka, KerangkaLogisAlert, lkeFeedback, lkeFeedbackOptions, LkeStepAction, lkeTahapOf } from './LkeParts';
import {
  EvidenLink,
  KomponenCard,
  OpsiMakna,
  opsiData,
  ScoreCard,
  valueOf,
  VerdictBadge,
  type Choice,
} from './WorksheetParts';

/**
 * The unit's worksheet (/lke/eviden, /lke/eviden-2): a card per komponen, a table per sub komponen,
 * a row per kriteria with its answer and evidence slots. Totals are the domain's lkeScore over what
 * is on the screen, so they grow while the user fills in; the server recomputes them on every read.
 */

type Texts = Record<string, string>;

/** The form's names of a criterion's answer and of an evidence slot (their field errors). */
const jawabanField = (kriteriaId: number) => `jawaban-${kriteriaId}`;
const evidenField = (slotId: number) => `eviden-${slotId}`;

/** The server's field paths of a save (`eviden.3.isi`, `jawaban.0.opsi_id`) → the inputs they came from. */
export function evidenErrorsOf(body: Pick<EvidenBody, 'jawaban' | 'eviden'>) {
  return (errors: FormErrors): FormErrors => {
    const out: FormErrors = {};
    for (const [path, message] of Object.entries(errors)) {
      const [list, index] = path.split('.');
      const j = list === 'jawaban' ? body.jawaban[Number(index)] : undefined;
      const e = list === 'eviden' ? body.eviden[Number(index)] : undefined;
      const field = j ? jawabanField(j.kriteria_id) : e ? evidenField(e.slot_id) : path;
      out[field] ??= message;
    }
    return out;
  };
}

/** The state of the form and its writes: answers and texts as typed, only the changed ones are sent. */
function useEvidenForm(sheet: LkeSheet, unit: string | null) {
  const tahap = sheet.lembar;
  const [jawaban, setJawaban] = useState<Choice>(() => ({ ...sheet.jawaban }));
  const initialText = useMemo<Texts>(
    () => Object.fromEntries(Object.entries(sheet.eviden).map(([k, v]) => [k, v.file_name ? '' : (v.isi ?? '')])),
    [sheet],
  );
  const [text, setText] = useState<Texts>(initialText);
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useSaveEviden();
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
  // a refused save shows each message on its own field, focused, and says so in the toast
  const feedback = (success: string, b: ReturnType<typeof body>) => ({
    ...lkeFeedbackOptions(success),
    setErrors,
    mapErrors: evidenErrorsOf(b),
    toastFields: 'all' as const,
  });
  const onSave = () => {
    const b = body();
    setErrors({});
    save.mutate(b, submitFeedback(feedback('Lembar kerja berhasil disimpan', b)));
  };
  /** Ajukan saves what is typed first, and shows a refusal like a save's. */
  const ajukanSteps = (b: ReturnType<typeof body>) =>
    b.jawaban.length || b.eviden.length ? [() => save.mutateAsync(b)] : [];
  const clear = (field: string) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  const answer = (id: number, opsi: number | null) => {
    setJawaban((j) => ({ ...j, [id]: opsi }));
    clear(jawabanField(id));
  };
  const write = (slotId: number, value: string) => {
    setText((t) => ({ ...t, [slotId]: value }));
    clear(evidenField(slotId));
  };
  const [onlyRejected, setOnlyRejected] = useState(false);
  const rejected = (id: number) => sheet.penilaian_awal?.[id]?.status === 'tolak';
  const shown = (c: LkeKriteria) => !onlyRejected || rejected(c.id);
  return {
    sheet,
    unitParam,
    edit: sheet.boleh_ubah,
    jawaban,
    text,
    errors,
    answer,
    write,
    onSave,
    body,
    feedback,
    ajukanSteps,
    save,
    onlyRejected,
    setOnlyRejected,
    shown,
  };
}

type EvidenFormState = ReturnType<typeof useEvidenForm>;

export function EvidenForm({ sheet, unit }: { sheet: LkeSheet; unit: string | null }) {
  const form = useEvidenForm(sheet, unit);
  const { edit, jawaban } = form;
  return (
    <form
      noValidate
      aria-label="Lembar kerja"
      onSubmit={(ev) => {
        ev.preventDefault();
        if (edit) form.onSave();
      }}
    >
      <Stack gap="md">
        <ScoreCard
          structure={sheet.struktur}
          totals={[{ judul: sheet.lembar === 1 ? 'Nilai Self Assessment' : 'Nilai Perbaikan', chosen: jawaban }]}
          extra={<EvidenActions form={form} />}
        />
        <KerangkaLogisAlert items={lkeKerangkaLogis(sheet.struktur, valueOf(sheet.struktur, jawaban))} />
        {!edit ? (
          <Alert color="blue" variant="light">
            {sheet.tahap === 'pengisian' || sheet.tahap === 'perbaikan'
              ? 'Lembar kerja tidak dapat diubah.'
              : `${sheet.tahap_label}: lembar kerja tidak dapat diubah.`}
          </Alert>
        ) : null}
        {sheet.struktur
          .filter((k) => k.sub.some((s) => s.kriteria.some(form.shown)))
          .map((k) => (
            <KomponenCard key={k.id} komponen={k}>
              {k.sub
                .filter((s) => s.kriteria.some(form.shown))
                .map((s) => (
                  <EvidenSubKomponen key={s.id} sub={s} form={form} />
                ))}
            </KomponenCard>
          ))}
      </Stack>
    </form>
  );
}

/** Under the totals: the stage, what is missing, Simpan and Ajukan. */
function EvidenActions({ form }: { form: EvidenFormState }) {
  const { sheet, edit } = form;
  return (
    <Group justify="space-between" mt="sm" wrap="wrap">
      <Group gap="xs">
        <WorkflowBadge workflow={lkeWorkflow} state={lkeTahapOf(sheet.tahap)} />
        {edit && sheet.kurang.length ? <BelumLengkap kurang={sheet.kurang} form={form} /> : null}
        {sheet.penilaian_awal ? <RejectedFilter form={form} /> : null}
      </Group>
      {edit ? (
        <Group gap="xs">
          <Button variant="default" onClick={form.onSave} loading={form.save.isPending}>
            Simpan
          </Button>
          <AjukanAction form={form} />
        </Group>
      ) : null}
    </Group>
  );
}

/** Ajukan on the workflow recipe: saves the typed answers first, then submits the sheet. */
function AjukanAction({ form }: { form: EvidenFormState }) {
  const { sheet } = form;
  const tahap = sheet.lembar;
  const b = form.body();
  return (
    <LkeStepAction
      tahap={sheet.tahap}
      event={tahap === 1 ? 'ajukan_1' : 'ajukan_2'}
      words={{
        action: 'Ajukan',
        unit: sheet.satuan_kerja.satuan_kerja_nama,
        consequence: 'Setelah diajukan, lembar kerja tidak dapat diubah selama divalidasi.',
      }}
      endpoint={lkeAjukanEndpoint}
      input={() => ({ body: { ...form.unitParam, tahap } })}
      success="Lembar kerja berhasil diajukan untuk divalidasi"
      before={() => form.ajukanSteps(b)}
      feedback={form.feedback('Lembar kerja berhasil diajukan untuk divalidasi', b)}
    />
  );
}

/** The first input of a criterion that still lacks something, scrolled to and focused. */
function goToKriteria(m: LkeMissing) {
  const row = document.querySelector<HTMLElement>(`tr[data-kode="${m.kode}"]`);
  if (!row) return;
  const first = m.kurang[0] ?? 'Jawaban';
  const target =
    row.querySelector<HTMLElement>(`[aria-label="${first} ${m.kode}"], [aria-label="Unggah ${first} ${m.kode}"]`) ??
    row.querySelector<HTMLElement>('select, input, textarea, button');
  row.scrollIntoView({ block: 'center' });
  target?.focus({ preventScroll: true });
}

const SHOWN_MISSING = 12;

/** "Belum lengkap: 2 kriteria" naming them, each a link to its row. */
function BelumLengkap({ kurang, form }: { kurang: LkeMissing[]; form: EvidenFormState }) {
  const go = (m: LkeMissing) => {
    form.setOnlyRejected(false);
    requestAnimationFrame(() => goToKriteria(m));
  };
  const rest = kurang.length - SHOWN_MISSING;
  return (
    <Text size="sm" c="dimmed" data-testid="belum-lengkap">
      Belum lengkap: {kurang.length} kriteria (
      {kurang.slice(0, SHOWN_MISSING).map((m, i) => (
        <span key={m.kriteria_id}>
          {i ? ', ' : ''}
          <Anchor
            component="button"
            type="button"
            size="sm"
            title={`${m.kode}: ${m.kurang.join(', ')} belum diisi`}
            aria-label={`Ke kriteria ${m.kode} (${m.kurang.join(', ')} belum diisi)`}
            onClick={() => go(m)}
          >
            {m.kode}
          </Anchor>
        </span>
      ))}
      {rest > 0 ? ` dan ${rest} lainnya` : ''})
    </Text>
  );
}

/** Stage 2: only the criteria the validator rejected (what is to be improved). */
function RejectedFilter({ form }: { form: EvidenFormState }) {
  const count = Object.values(form.sheet.penilaian_awal ?? {}).filter((v) => v.status === 'tolak').length;
  return (
    <Switch
      label={`Hanya kriteria yang ditolak (${count})`}
      checked={form.onlyRejected}
      onChange={(ev) => form.setOnlyRejected(ev.currentTarget.checked)}
    />
  );
}

/** The sub komponen level: its name, meaning and the table of its kriteria. */
function EvidenSubKomponen({ sub, form }: { sub: LkeSubKomponen; form: EvidenFormState }) {
  const tahap = form.sheet.lembar;
  return (
    <Stack gap={4} mb="md">
      <Text fw={600}>
        {sub.kode} {sub.nama} (bobot {angka(sub.bobot)})
      </Text>
      {sub.penjelasan ? (
        <Text size="sm" c="dimmed">
          {sub.penjelasan}
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
            {sub.kriteria.filter(form.shown).map((c) => (
              <EvidenKriteriaRow key={c.id} kriteria={c} form={form} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** The kriteria level: the answer, the evidence slots and (stage 2) the first verdict. */
function EvidenKriteriaRow({ kriteria: c, form }: { kriteria: LkeKriteria; form: EvidenFormState }) {
  const { sheet, edit, jawaban } = form;
  const verdict = sheet.penilaian_awal?.[c.id];
  return (
    <Table.Tr data-kode={c.kode} bg={verdict?.status === 'tolak' ? 'var(--mantine-color-red-light)' : undefined}>
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
          error={form.errors[jawabanField(c.id)]}
          onChange={(e) => {
            const v = e.currentTarget.value;
            form.answer(c.id, v ? Number(v) : null);
          }}
        />
        <OpsiMakna kriteria={c} opsiId={jawaban[c.id]} />
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          {c.slots.map((slot) => (
            <EvidenSlot key={slot.id} slot={slot} label={`${slot.label} ${c.kode}`} form={form} />
          ))}
        </Stack>
      </Table.Td>
      {sheet.lembar === 2 ? (
        <Table.Td>
          <VerdictBadge v={verdict} />
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}

/** One evidence slot: a file, a text or a link; read-only once the sheet is locked. */
function EvidenSlot({ slot, label, form }: { slot: LkeSlot; label: string; form: EvidenFormState }) {
  const e = form.sheet.eviden[slot.id];
  if (slot.jenis === 'file') return <FileSlot slot={slot} label={label} form={form} e={e} />;
  if (!form.edit) return <EvidenLink e={e} />;
  const value = form.text[slot.id] ?? '';
  const error = form.errors[evidenField(slot.id)];
  if (slot.jenis === 'text')
    return (
      <Textarea
        size="xs"
        autosize
        minRows={1}
        aria-label={label}
        value={value}
        error={error}
        onChange={(ev) => form.write(slot.id, ev.currentTarget.value)}
      />
    );
  return (
    <Stack gap={2}>
      <TextInput
        size="xs"
        aria-label={label}
        placeholder="https://…"
        value={value}
        error={error}
        onChange={(ev) => form.write(slot.id, ev.currentTarget.value)}
      />
      {e?.sistem ? (
        <Text size="xs" c="dimmed">
          Diisi otomatis dari halaman publik
        </Text>
      ) : null}
    </Stack>
  );
}

interface FileSlotProps {
  slot: LkeSlot;
  label: string;
  form: EvidenFormState;
  e: EvidenValue | undefined;
}

/** A file slot: the file (with Hapus), the upload, and a note or link instead of a file. */
function FileSlot({ slot, label, form, e }: FileSlotProps) {
  const { edit } = form;
  const upload = useUpload();
  const remove = useRemoveFile();
  const onRemove = (id: number) =>
    confirmDelete({ onConfirm: () => remove.mutate(id, lkeFeedback('Berkas eviden berhasil dihapus')) });
  return (
    <Stack gap={2}>
      {e?.file_name ? (
        <Group gap={4} wrap="nowrap">
          <EvidenLink e={e} />
          {edit && e.id !== null ? (
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => onRemove(e.id ?? 0)}>
              Hapus
            </Button>
          ) : null}
        </Group>
      ) : !edit ? (
        <EvidenLink e={e} />
      ) : null}
      {edit ? (
        <>
          <FilePicker
            size="xs"
            aria-label={`Unggah ${label}`}
            placeholder={e?.file_name ? 'Ganti berkas' : 'Pilih berkas'}
            accept=".pdf,.png,.jpg,.jpeg,.xlsx,.docx"
            value={null}
            disabled={upload.isPending}
            style={{ maxWidth: 260 }}
            onChange={(file) => {
              if (file)
                upload.mutate(
                  { ...form.unitParam, slot_id: slot.id, tahap: form.sheet.lembar, file },
                  lkeFeedback('Berkas eviden berhasil diunggah'),
                );
            }}
          />
          {!e?.file_name ? (
            <TextInput
              size="xs"
              aria-label={`Keterangan ${label}`}
              placeholder="atau tulis keterangan / tautan"
              value={form.text[slot.id] ?? ''}
              error={form.errors[evidenField(slot.id)]}
              onChange={(ev) => form.write(slot.id, ev.currentTarget.value)}
            />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
