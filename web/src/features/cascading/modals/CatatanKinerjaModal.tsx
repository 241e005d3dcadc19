import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { JENIS_CSF_LABELS, type CatatanKinerja, type JenisCsf } from '@sakip/domain/schemas/catatan-kinerja';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { submitFeedback } from '../../../components/crud/use-crud-submit';
import { LoadingText } from '../../../components/LoadingText';
import { useCatatanKinerja, useCatatanWrites } from './api';
import type { CatatanTarget } from './modal-events';

/**
 * The edit mode of a node's CSF notes and solution (issue 24 item 4): Diagnosa CSF (why the target
 * was met), CSF Gagal (what failed: the node icon and LKIP Tabel 3.3) and, for program, kegiatan
 * and sub kegiatan, this year's solution (Perbaikan Kinerja). Only for the user's own nodes; a
 * locked plan shows why and offers no change (the server refuses with the same reason).
 */

const TRIWULAN_DATA = [
  { value: '', label: 'Setahun' },
  ...[1, 2, 3, 4].map((n) => ({ value: String(n), label: `Triwulan ${n}` })),
];
const triwulanLabel = (t: number | null) => (t === null ? 'Setahun' : `TW ${t}`);
const triwulanValue = (v: string | null) => (v ? Number(v) : null);
type Writes = ReturnType<typeof useCatatanWrites>;
type Note = CatatanKinerja['kinerja_tercapai'][number];
type FocusRef = RefObject<HTMLElement | null>;

/**
 * Keeps the keyboard in the modal: `focusAfterRender(ref)` moves the focus to `ref` once the next
 * render is on screen (the edit field that replaces a note, the pencil that comes back after it).
 */
function useFocusAfterRender() {
  const pending = useRef<FocusRef | null>(null);
  useEffect(() => {
    pending.current?.current?.focus();
    pending.current = null;
  });
  return (ref: FocusRef) => {
    pending.current = ref;
  };
}

/** A note in its edit mode: the field (focused when it opens), save and cancel. */
function NoteEditor(props: {
  jenis: JenisCsf;
  note: Note;
  writes: Writes;
  text: string;
  field: RefObject<HTMLTextAreaElement | null>;
  onChange: (text: string) => void;
  onClose: () => void;
}) {
  const { jenis, note, writes, text, field } = props;
  const [error, setError] = useState<string | undefined>();
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <Textarea
        ref={field}
        label={`Ubah ${JENIS_CSF_LABELS[jenis]}`}
        value={text}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        error={error}
        autosize
        minRows={2}
        style={{ flex: 1 }}
      />
      <ActionIcon
        mt={24}
        aria-label="Simpan perubahan"
        loading={writes.ubah.isPending}
        onClick={() =>
          writes.ubah.mutate(
            { params: { jenis, id: String(note.id) }, body: { triwulan: note.triwulan, catatan: text } },
            submitFeedback({
              success: 'Catatan berhasil diperbarui',
              setErrors: (e) => setError(e.catatan),
              onSuccess: () => props.onClose(),
            }),
          )
        }
      >
        <IconCheck size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon mt={24} variant="default" aria-label="Batal mengubah" onClick={() => props.onClose()}>
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function NoteRow(props: { jenis: JenisCsf; note: Note; locked: boolean; writes: Writes; onDeleted: () => void }) {
  const { jenis, note, locked, writes } = props;
  const [text, setText] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const pencil = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const params = { jenis, id: String(note.id) };
  // Opening the editor focuses its field; closing it (saved or cancelled) focuses the pencil again.
  const edit = (value: string | null) => {
    setText(value);
    focusAfterRender(value === null ? pencil : field);
  };
  if (text !== null) {
    return (
      <NoteEditor
        jenis={jenis}
        note={note}
        writes={writes}
        text={text}
        field={field}
        onChange={setText}
        onClose={() => edit(null)}
      />
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" style={{ flex: 1 }}>
        <Text span size="xs" c="dimmed">
          [{triwulanLabel(note.triwulan)}]
        </Text>{' '}
        {note.catatan}
      </Text>
      {locked ? null : (
        <>
          <ActionIcon
            ref={pencil}
            variant="light"
            aria-label={`Ubah catatan: ${note.catatan}`}
            onClick={() => edit(note.catatan)}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="light"
            color="red"
            aria-label={`Hapus catatan: ${note.catatan}`}
            loading={writes.hapus.isPending}
            onClick={() =>
              writes.hapus.mutate(
                { params },
                submitFeedback({ success: 'Catatan berhasil dihapus', onSuccess: props.onDeleted }),
              )
            }
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </>
      )}
    </Group>
  );
}

function NewNote(props: {
  jenis: JenisCsf;
  target: CatatanTarget;
  writes: Writes;
  field: RefObject<HTMLTextAreaElement | null>;
}) {
  const { jenis, target, writes, field } = props;
  const [catatan, setCatatan] = useState('');
  const [triwulan, setTriwulan] = useState<string | null>('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const label = JENIS_CSF_LABELS[jenis];
  const submit = () =>
    writes.tambah.mutate(
      { body: { jenis, level: target.level, kinerja_id: target.id, triwulan: triwulanValue(triwulan), catatan } },
      submitFeedback({
        success: `${label} berhasil ditambahkan`,
        setErrors,
        onSuccess: () => {
          setCatatan('');
          setErrors({});
          // The button was disabled while saving: the next note is typed where the last one was.
          field.current?.focus();
        },
      }),
    );
  return (
    <Group align="flex-end" gap="xs">
      <Textarea
        ref={field}
        label={`${label} baru`}
        value={catatan}
        onChange={(e) => setCatatan(e.currentTarget.value)}
        error={errors.catatan}
        autosize
        minRows={2}
        style={{ flex: '1 1 260px' }}
      />
      <Select
        label="Periode"
        data={TRIWULAN_DATA}
        value={triwulan}
        onChange={setTriwulan}
        w={130}
        allowDeselect={false}
      />
      <Button onClick={submit} loading={writes.tambah.isPending}>
        Tambah
      </Button>
    </Group>
  );
}

function NotesSection(props: {
  jenis: JenisCsf;
  notes: Note[];
  target: CatatanTarget;
  locked: boolean;
  writes: Writes;
}) {
  const { jenis, notes, locked, writes } = props;
  const newField = useRef<HTMLTextAreaElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A deleted note takes its buttons along: the focus goes to the new note's field (or the heading when locked).
  const onDeleted = () => (newField.current ?? heading.current)?.focus();
  return (
    <Paper withBorder p="sm" component="section" aria-label={JENIS_CSF_LABELS[jenis]}>
      <Title order={3} size="h5" mb="xs" ref={heading} tabIndex={-1}>
        {JENIS_CSF_LABELS[jenis]}
      </Title>
      <Stack gap="xs">
        {notes.length === 0 ? <Text size="sm">Belum ada catatan</Text> : null}
        {notes.map((note) => (
          <NoteRow key={note.id} jenis={jenis} note={note} locked={locked} writes={writes} onDeleted={onDeleted} />
        ))}
        {locked ? null : <NewNote jenis={jenis} target={props.target} writes={writes} field={newField} />}
      </Stack>
    </Paper>
  );
}

function SolusiSection({ data, locked, writes }: { data: CatatanKinerja; locked: boolean; writes: Writes }) {
  const [masalah, setMasalah] = useState(data.solusi?.masalah ?? '');
  const [solusi, setSolusi] = useState(data.solusi?.solusi ?? '');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  if (data.level === 'sasaran-strategis-rpjmd' || data.level === 'sasaran-strategis-pd') return null;
  const level = data.level;
  const saved = data.solusi;
  return (
    <Paper withBorder p="sm" component="section" aria-label="Solusi Tahun ini">
      <Title order={3} size="h5" mb="xs">
        Solusi Tahun ini
      </Title>
      <Stack gap="xs">
        <Textarea
          label="Masalah tahun lalu"
          value={masalah}
          onChange={(e) => setMasalah(e.currentTarget.value)}
          error={errors.masalah}
          disabled={locked}
          autosize
          minRows={2}
        />
        <Textarea
          label="Solusi"
          value={solusi}
          onChange={(e) => setSolusi(e.currentTarget.value)}
          error={errors.solusi}
          disabled={locked}
          autosize
          minRows={2}
        />
        {locked ? null : (
          <Group justify="flex-end" gap="xs">
            {saved ? (
              <Button
                variant="light"
                color="red"
                loading={writes.hapusSolusi.isPending}
                onClick={() =>
                  writes.hapusSolusi.mutate(
                    { params: { id: String(saved.id) } },
                    submitFeedback({
                      success: 'Solusi berhasil dihapus',
                      onSuccess: () => {
                        setMasalah('');
                        setSolusi('');
                      },
                    }),
                  )
                }
              >
                Hapus Solusi
              </Button>
            ) : null}
            <Button
              loading={writes.simpanSolusi.isPending}
              onClick={() =>
                writes.simpanSolusi.mutate(
                  { body: { level, kinerja_id: data.id, masalah, solusi } },
                  submitFeedback({ success: 'Solusi berhasil disimpan', setErrors }),
                )
              }
            >
              Simpan Solusi
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

export default function CatatanKinerjaModal({ target }: { target: CatatanTarget }) {
  const { data, isPending, isError } = useCatatanKinerja(target);
  const writes = useCatatanWrites();
  if (isPending) return <LoadingText />;
  if (isError) return <Text size="sm">Data tidak ditemukan</Text>;
  const notes = data.data;
  const locked = notes.terkunci !== null;
  return (
    <Stack gap="md">
      <Text size="sm">
        <b>{target.subject}</b> ({notes.tahun})
      </Text>
      {locked ? (
        <Alert color="yellow" title="Perencanaan terkunci">
          {notes.terkunci}
        </Alert>
      ) : null}
      <NotesSection jenis="tercapai" notes={notes.kinerja_tercapai} target={target} locked={locked} writes={writes} />
      <NotesSection
        jenis="tidak-tercapai"
        notes={notes.kinerja_tidak_tercapai}
        target={target}
        locked={locked}
        writes={writes}
      />
      <SolusiSection key={notes.solusi?.id ?? 'baru'} data={notes} locked={locked} writes={writes} />
    </Stack>
  );
}
