import { Alert, Badge, Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import {
  formatNumber,
  type LkeLembarEditor,
  type LkeLembarKomponen,
  type LkeLembarKriteria,
  type LkeLembarSub,
} from '@sakip/domain';
import { useMemo, useState } from 'react';
import { useYear } from '../../../api/year';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { DecimalInput } from '../../../components/form/DecimalInput';
import { submitFeedback } from '../../../components/crud/use-crud-submit';
import { RowActions, RowForm, type RowField } from './LembarKerjaParts';
import { useLembarKerja, useLembarKerjaWrite } from './lke-admin-api';

/**
 * Kelola Lembar Kerja LKE (super, issue 23 §5): the worksheet of the year, every level editable in
 * place; the weights saved together (components sum to 100, sub components to their component);
 * everything read-only with the reason once a unit of the year has submitted.
 */

const JENIS = [
  { value: 'file', label: 'Berkas' },
  { value: 'text', label: 'Teks' },
  { value: 'link', label: 'Tautan' },
];
const KODE: RowField = { key: 'kode', label: 'Kode', w: 90 };
const NAMA: RowField = { key: 'nama', label: 'Nama' };
const KRITERIA: RowField[] = [KODE, { key: 'pertanyaan', label: 'Kriteria', kind: 'textarea' }];
const OPSI: RowField[] = [
  { key: 'label', label: 'Label', w: 90 },
  { key: 'nilai_persen', label: 'Nilai (%)', kind: 'number', w: 90 },
  { key: 'penjelasan', label: 'Penjelasan' },
];
const SLOT: RowField[] = [
  { key: 'label', label: 'Nama eviden' },
  { key: 'jenis', label: 'Jenis', kind: 'select', data: JENIS, w: 110 },
  { key: 'tautan_sistem', label: 'Tautan sistem' },
];

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const Status = ({ aktif }: { aktif: boolean }) =>
  aktif ? null : (
    <Badge color="gray" variant="light">
      Nonaktif
    </Badge>
  );

export function LembarKerjaPage() {
  const tahun = useYear('auth');
  const query = useLembarKerja();
  const tree = query.data;
  const locked = Boolean(tree?.terkunci);
  return (
    <>
      <PageHeader description={`Komponen, sub komponen, kriteria, pilihan jawaban dan eviden LKE tahun ${tahun}`} />
      <Stack gap="md">
        {query.isLoading ? <LoadingText /> : null}
        {tree?.terkunci ? (
          <Alert color="red" title="Lembar kerja terkunci">
            {tree.terkunci}
          </Alert>
        ) : null}
        {tree && !tree.komponen.length ? <Text>Lembar kerja tahun {tahun} belum ada.</Text> : null}
        {tree ? <StrukturCard key={tahun} tree={tree} disabled={locked} /> : null}
        {tree?.komponen.length ? <KriteriaSection tree={tree} disabled={locked} /> : null}
      </Stack>
    </>
  );
}

/** Components and sub components: names saved per row, weights saved together. */
function StrukturCard({ tree, disabled }: { tree: LkeLembarEditor; disabled: boolean }) {
  const [bobot, setBobot] = useState<Record<string, number | null>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const save = useLembarKerjaWrite();
  const valueOf = (key: string, server: number) => (key in bobot ? bobot[key] : server);
  const onSave = () =>
    save.mutate(
      {
        kind: 'bobot',
        body: {
          komponen: tree.komponen.map((k) => ({ id: k.id, bobot: valueOf(`k${k.id}`, k.bobot) })),
          sub_komponen: tree.komponen.flatMap((k) => k.sub.map((s) => ({ id: s.id, bobot: valueOf(`s${s.id}`, s.bobot) }))),
        },
      },
      submitFeedback({ success: 'Bobot berhasil disimpan', setErrors, toastFields: 'all', onSuccess: () => setBobot({}) }),
    );
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Komponen dan Bobot</Title>
          <Button onClick={onSave} loading={save.isPending} disabled={disabled}>
            Simpan Bobot
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Bobot komponen aktif berjumlah 100; bobot sub komponen aktif berjumlah bobot komponennya.
        </Text>
        {errors.komponen ? <Alert color="red">{errors.komponen}</Alert> : null}
        {tree.komponen.map((k) => (
          <KomponenRows
            key={k.id}
            k={k}
            siblings={ids(tree.komponen)}
            disabled={disabled}
            bobotOf={valueOf}
            setBobot={(key, v) => setBobot((b) => ({ ...b, [key]: v }))}
            error={errors[`komponen.${k.id}`]}
          />
        ))}
        <RowForm
          fields={[KODE, NAMA]}
          initial={{ kode: '', nama: '' }}
          write={(v) => ({ kind: 'create', level: 'komponen', body: v })}
          submitLabel="Tambah Komponen"
          success="Komponen berhasil ditambahkan"
          disabled={disabled}
          resetOnSave
          context="komponen baru"
        />
      </Stack>
    </Card>
  );
}

interface KomponenRowsProps {
  k: LkeLembarKomponen;
  siblings: number[];
  disabled: boolean;
  bobotOf: (key: string, server: number) => number | null | undefined;
  setBobot: (key: string, value: number | null) => void;
  error?: string;
}

function KomponenRows({ k, siblings, disabled, bobotOf, setBobot, error }: KomponenRowsProps) {
  return (
    <Card withBorder padding="sm" bg={k.aktif ? undefined : 'gray.0'}>
      <Stack gap="xs">
        <Group align="flex-end" gap="xs" wrap="wrap">
          <RowForm
            key={`${k.kode}|${k.nama}`}
            fields={[KODE, NAMA]}
            initial={{ kode: k.kode, nama: k.nama }}
            write={(v) => ({ kind: 'update', level: 'komponen', id: k.id, body: v })}
            submitLabel="Simpan"
            success="Komponen berhasil disimpan"
            disabled={disabled}
            context={`komponen ${k.kode}`}
          />
          <DecimalInput
            size="xs"
            w={90}
            label="Bobot"
            aria-label={`Bobot komponen ${k.kode}`}
            value={bobotOf(`k${k.id}`, k.bobot) ?? null}
            onChange={(v) => setBobot(`k${k.id}`, v)}
            disabled={disabled}
          />
          <Status aktif={k.aktif} />
          <RowActions level="komponen" id={k.id} aktif={k.aktif} dipakai siblings={siblings} disabled={disabled} context={`komponen ${k.kode}`} />
        </Group>
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
        <Stack gap={6} pl="lg">
          {k.sub.map((s) => (
            <Group key={s.id} align="flex-end" gap="xs" wrap="wrap">
              <RowForm
                key={`${s.kode}|${s.nama}`}
                fields={[KODE, NAMA]}
                initial={{ kode: s.kode, nama: s.nama }}
                write={(v) => ({ kind: 'update', level: 'sub-komponen', id: s.id, body: v })}
                submitLabel="Simpan"
                success="Sub komponen berhasil disimpan"
                disabled={disabled}
                context={`sub komponen ${s.kode}`}
              />
              <DecimalInput
                size="xs"
                w={90}
                label="Bobot"
                aria-label={`Bobot sub komponen ${s.kode}`}
                value={bobotOf(`s${s.id}`, s.bobot) ?? null}
                onChange={(v) => setBobot(`s${s.id}`, v)}
                disabled={disabled}
              />
              <Status aktif={s.aktif} />
              <RowActions level="sub-komponen" id={s.id} aktif={s.aktif} dipakai siblings={ids(k.sub)} disabled={disabled} context={`sub komponen ${s.kode}`} />
            </Group>
          ))}
          <RowForm
            fields={[KODE, NAMA]}
            initial={{ kode: '', nama: '' }}
            write={(v) => ({ kind: 'create', level: 'sub-komponen', body: { ...v, komponen_id: k.id } })}
            submitLabel="Tambah Sub Komponen"
            success="Sub komponen berhasil ditambahkan"
            disabled={disabled}
            resetOnSave
            context={`baru pada komponen ${k.kode}`}
          />
        </Stack>
      </Stack>
    </Card>
  );
}

/** The criteria of one chosen sub component, each with its options and evidence slots. */
function KriteriaSection({ tree, disabled }: { tree: LkeLembarEditor; disabled: boolean }) {
  const groups = useMemo(
    () =>
      tree.komponen.map((k) => ({
        group: `${k.kode}. ${k.nama}`,
        items: k.sub.map((s) => ({ value: String(s.id), label: `${s.kode} ${s.nama}` })),
      })),
    [tree],
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const sub: LkeLembarSub | undefined =
    tree.komponen.flatMap((k) => k.sub).find((s) => String(s.id) === chosen) ?? tree.komponen[0]?.sub[0];
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={4}>Kriteria</Title>
        <Select label="Sub komponen" data={groups} value={sub ? String(sub.id) : null} onChange={setChosen} searchable allowDeselect={false} maw={520} />
        {sub?.kriteria.map((c) => (
          <KriteriaCard key={c.id} c={c} siblings={ids(sub.kriteria)} disabled={disabled} />
        ))}
        {sub ? (
          <RowForm
            fields={KRITERIA}
            initial={{ kode: '', pertanyaan: '' }}
            write={(v) => ({ kind: 'create', level: 'kriteria', body: { ...v, sub_komponen_id: sub.id } })}
            submitLabel="Tambah Kriteria"
            success="Kriteria berhasil ditambahkan"
            disabled={disabled}
            resetOnSave
            context={`baru pada sub komponen ${sub.kode}`}
          />
        ) : null}
      </Stack>
    </Card>
  );
}

/** The answer options of a kriteria, each editable, and the form of a new one. */
function OpsiRows({ c, name, disabled }: { c: LkeLembarKriteria; name: string; disabled: boolean }) {
  return (
    <>
      {c.opsi.map((o) => (
        <Group key={o.id} gap="xs" align="flex-end" wrap="nowrap">
          <RowForm
            key={`${o.label}|${o.nilai_persen}|${o.penjelasan}`}
            fields={OPSI}
            initial={{ label: o.label, nilai_persen: o.nilai_persen, penjelasan: o.penjelasan ?? '' }}
            write={(v) => ({ kind: 'update', level: 'opsi', id: o.id, body: v })}
            submitLabel="Simpan"
            success="Pilihan jawaban berhasil disimpan"
            disabled={disabled}
            context={`pilihan ${o.label} ${name}`}
          />
          <Status aktif={o.aktif} />
          <RowActions level="opsi" id={o.id} aktif={o.aktif} dipakai={o.dipakai} siblings={ids(c.opsi)} disabled={disabled} context={`pilihan ${o.label} ${name}`} />
        </Group>
      ))}
      <RowForm
        fields={OPSI}
        initial={{ label: '', nilai_persen: null, penjelasan: '' }}
        write={(v) => ({ kind: 'create', level: 'opsi', body: { ...v, kriteria_id: c.id } })}
        submitLabel="Tambah Pilihan"
        success="Pilihan jawaban berhasil ditambahkan"
        disabled={disabled}
        resetOnSave
        context={`baru ${name}`}
      />
    </>
  );
}

/** The evidence slots of a kriteria, each editable, and the form of a new one. */
function SlotRows({ c, name, disabled }: { c: LkeLembarKriteria; name: string; disabled: boolean }) {
  return (
    <>
      {c.slots.map((sl) => (
        <Group key={sl.id} gap="xs" align="flex-end" wrap="nowrap">
          <RowForm
            key={`${sl.label}|${sl.jenis}|${sl.tautan_sistem}`}
            fields={SLOT}
            initial={{ label: sl.label, jenis: sl.jenis, tautan_sistem: sl.tautan_sistem ?? '' }}
            write={(v) => ({ kind: 'update', level: 'eviden-slot', id: sl.id, body: v })}
            submitLabel="Simpan"
            success="Eviden berhasil disimpan"
            disabled={disabled}
            context={`eviden ${sl.label} ${name}`}
          />
          <Status aktif={sl.aktif} />
          <RowActions level="eviden-slot" id={sl.id} aktif={sl.aktif} dipakai={sl.dipakai} siblings={ids(c.slots)} disabled={disabled} context={`eviden ${sl.label} ${name}`} />
        </Group>
      ))}
      <RowForm
        fields={SLOT}
        initial={{ label: '', jenis: 'file', tautan_sistem: '' }}
        write={(v) => ({ kind: 'create', level: 'eviden-slot', body: { ...v, kriteria_id: c.id } })}
        submitLabel="Tambah Eviden"
        success="Eviden berhasil ditambahkan"
        disabled={disabled}
        resetOnSave
        context={`baru ${name}`}
      />
    </>
  );
}

function KriteriaCard({ c, siblings, disabled }: { c: LkeLembarKriteria; siblings: number[]; disabled: boolean }) {
  const name = `kriteria ${c.kode}`;
  return (
    <Card withBorder padding="sm" bg={c.aktif ? undefined : 'gray.0'} data-testid={`kriteria-${c.kode}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Text fw={600}>Kriteria {c.kode}</Text>
            <Status aktif={c.aktif} />
            {c.dipakai ? (
              <Badge variant="light" color="blue">
                Sudah dijawab
              </Badge>
            ) : null}
          </Group>
          <RowActions level="kriteria" id={c.id} aktif={c.aktif} dipakai={c.dipakai} siblings={siblings} disabled={disabled} context={name} />
        </Group>
        <RowForm
          key={`${c.kode}|${c.pertanyaan}`}
          fields={KRITERIA}
          initial={{ kode: c.kode, pertanyaan: c.pertanyaan }}
          write={(v) => ({ kind: 'update', level: 'kriteria', id: c.id, body: v })}
          submitLabel="Simpan"
          success="Kriteria berhasil disimpan"
          disabled={disabled}
          context={name}
        />
        <Table.ScrollContainer minWidth={640}>
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              Pilihan Jawaban
            </Text>
            <OpsiRows c={c} name={name} disabled={disabled} />
            <Text size="sm" fw={500}>
              Eviden
            </Text>
            <SlotRows c={c} name={name} disabled={disabled} />
          </Stack>
        </Table.ScrollContainer>
        <Text size="xs" c="dimmed">
          Bobot kriteria mengikuti sub komponennya; nilai pilihan jawaban {formatNumber(0)}–{formatNumber(100)} % dari bobot tersebut.
        </Text>
      </Stack>
    </Card>
  );
}
