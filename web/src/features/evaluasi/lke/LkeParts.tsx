import { Alert, Badge, Card, Group, List, Select, Stack, Table, Text, Title } from '@mantine/core';
import {
  formatNumber,
  LKE_PREDIKAT,
  type LkeHasilKolom,
  type LkeKerangkaLogis,
  type LkePublicHasil,
  lkeWorkflow,
  type AnyEndpoint,
  type EndpointInput,
  type LkeEvent,
  type LkeTahap,
  type LkeWhatIf,
} from '@sakip/domain';
import { modals } from '@mantine/modals';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { submitFeedback, type SubmitFeedback } from '../../../components/crud/use-crud-submit';
import { WorkflowActions, type WorkflowActionLook } from '../../../components/workflow/WorkflowActions';
import type { LkeUnit } from './api';
import { useLkeUnits } from './api';

/** Shared pieces of the LKE pages: the unit picker, predikat, score tables and the what-if. */

export const angka = (v: number | null | undefined) => (v === null || v === undefined ? '-' : formatNumber(v, 2));

/** The feedback of an LKE write (422, 409 and an upload's 413 as a message; the form has no per-field errors). */
export const lkeFeedbackOptions = (success: string, onSuccess?: () => void) => ({
  success,
  alsoStatuses: [409, 413],
  ...(onSuccess ? { onSuccess } : {}),
});
export const lkeFeedback = (success: string, onSuccess?: () => void) =>
  submitFeedback(lkeFeedbackOptions(success, onSuccess));

/**
 * The words of an LKE stage step that cannot be taken back by the one who takes it (Ajukan, Tutup
 * Penilaian, Tutup Pleno, Batal Validasi), drawn by `WorkflowActions`: its button, and a
 * confirmation without a note that names the unit and what follows.
 */
interface LkeStepWords {
  action: string;
  unit: string;
  consequence: string;
  danger?: boolean;
  mayOpen?: () => boolean;
}
function lkeStepLook(options: LkeStepWords): WorkflowActionLook {
  return {
    label: options.action,
    title: `${options.action}?`,
    description: (
      <>
        {options.action} untuk <b>{options.unit}</b>? {options.consequence}
      </>
    ),
    withoutNote: true,
    ...(options.danger ? { color: 'red', variant: 'light' } : {}),
    ...(options.mayOpen ? { mayOpen: options.mayOpen } : {}),
  };
}

/** The state of an LKE worksheet as a workflow state (the API sends it as text). */
export const lkeTahapOf = (tahap: string) => tahap as LkeTahap;

interface LkeStepProps<EP extends AnyEndpoint> {
  /** The sheet's stage and the one event the step raises from it. */
  tahap: string;
  event: LkeEvent;
  words: LkeStepWords;
  endpoint: EP;
  input: () => EndpointInput<EP>;
  /** The success toast's text when the server sends none. */
  success: string;
  /** Writes the step needs first (the screen's unsaved draft). */
  before?: () => (() => Promise<unknown>)[];
  /** How a failure shows: the LKE's (422, 409 and 413 as a toast) unless said. */
  feedback?: Omit<SubmitFeedback<unknown>, 'success' | 'onSuccess'>;
}

/** A step also refreshes the administration's reads (the editor locks once a unit has submitted). */
const LKE_ADMIN_GROUP = ['lke-admin'] as const;

/** One LKE stage step, drawn by `WorkflowActions` from `lkeWorkflow`. */
export function LkeStepAction<EP extends AnyEndpoint>(props: LkeStepProps<EP>) {
  return (
    <WorkflowActions
      workflow={lkeWorkflow}
      state={lkeTahapOf(props.tahap)}
      only={[props.event]}
      actions={{ [props.event]: lkeStepLook(props.words) }}
      endpoint={props.endpoint}
      invalidates={LKE_ADMIN_GROUP}
      input={props.input}
      success={props.success}
      before={props.before}
      feedback={props.feedback ?? lkeFeedbackOptions(props.success)}
    />
  );
}

/**
 * Unsaved scores are not lost silently: leaving the page inside the app asks first (react-router's
 * blocker), closing or reloading the tab gets the browser's own question (beforeunload).
 */
export function useUnsavedGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modals.openConfirmModal({
      title: 'Tinggalkan halaman?',
      centered: true,
      closeOnEscape: false,
      closeOnClickOutside: false,
      withCloseButton: false,
      children: (
        <Text size="sm">Ada nilai yang belum disimpan. Nilai tersebut akan hilang bila halaman ini ditinggalkan.</Text>
      ),
      labels: { confirm: 'Tinggalkan', cancel: 'Tetap di Halaman Ini' },
      confirmProps: { color: 'red' },
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

const PREDIKAT_COLOR: Record<string, string> = {
  AA: 'green',
  A: 'teal',
  BB: 'cyan',
  B: 'blue',
  CC: 'yellow',
  C: 'orange',
  D: 'red',
};

export function PredikatBadge({ kode }: { kode: string | null | undefined }) {
  if (!kode) return <Text span>-</Text>;
  const p = LKE_PREDIKAT.find((x) => x.kode === kode);
  return (
    <Badge color={PREDIKAT_COLOR[kode] ?? 'gray'} variant="filled" size="lg" title={p?.keterangan}>
      {kode}
      {p ? `: ${p.keterangan}` : ''}
    </Badge>
  );
}

/** Who picks the unit of an LKE page: the domain's rule over the LKE read scope (a unit user has its own, no picker). */
export const LKE_UNIT_CHOOSER = { resource: 'lke' } as const;

export function UnitPicker({
  value,
  onChange,
  units,
}: {
  value: string | null;
  onChange: (v: string | null) => void;
  units?: LkeUnit[];
}) {
  const list = useLkeUnits(!units);
  const rows = units ?? list.data?.data ?? [];
  return (
    <Select
      label="Satuan kerja"
      placeholder="Pilih satuan kerja"
      searchable
      data={rows.map((u) => ({ value: u.satuan_kerja_id, label: u.satuan_kerja_nama }))}
      value={value}
      onChange={onChange}
      w={{ base: '100%', sm: 420 }}
      nothingFoundMessage="Tidak ada satuan kerja"
    />
  );
}

/**
 * Components and sub components (rows) × result columns: the value of each column, the total and
 * the predikat at the bottom.
 */
export function HasilTable({ struktur, kolom }: { struktur: LkePublicHasil['struktur']; kolom: LkeHasilKolom[] }) {
  const subStarts = struktur.map((_k, i) => struktur.slice(0, i).reduce((n, x) => n + x.sub.length, 0));
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Komponen / Sub Komponen</Table.Th>
            <Table.Th ta="right">Bobot</Table.Th>
            {kolom.map((c) => (
              <Table.Th key={c.kunci} ta="right">
                {c.judul}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {struktur.map((k, ki) => (
            <KomponenRows key={k.komponen_id} komponen={k} index={ki} kolom={kolom} subStart={subStarts[ki] ?? 0} />
          ))}
          <Table.Tr fw={700}>
            <Table.Td>Total</Table.Td>
            <Table.Td ta="right">100</Table.Td>
            {kolom.map((c) => (
              <Table.Td key={c.kunci} ta="right">
                {angka(c.total)}
              </Table.Td>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Td>Predikat</Table.Td>
            <Table.Td />
            {kolom.map((c) => (
              <Table.Td key={c.kunci} ta="right">
                {c.predikat ?? '-'}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function KomponenRows({
  komponen,
  index,
  kolom,
  subStart,
}: {
  komponen: LkePublicHasil['struktur'][number];
  index: number;
  kolom: LkeHasilKolom[];
  subStart: number;
}) {
  return (
    <>
      <Table.Tr fw={600}>
        <Table.Td>
          {komponen.kode}. {komponen.nama}
        </Table.Td>
        <Table.Td ta="right">{angka(komponen.bobot)}</Table.Td>
        {kolom.map((c) => (
          <Table.Td key={c.kunci} ta="right">
            {angka(c.komponen[index])}
          </Table.Td>
        ))}
      </Table.Tr>
      {komponen.sub.map((s, si) => (
        <Table.Tr key={s.sub_komponen_id}>
          <Table.Td pl="xl">
            {s.kode} {s.nama}
          </Table.Td>
          <Table.Td ta="right">{angka(s.bobot)}</Table.Td>
          {kolom.map((c) => (
            <Table.Td key={c.kunci} ta="right">
              {angka(c.sub[subStart + si])}
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}

/** "What would raise the predikat": the next band, the points it needs, the best criteria. */
export function WhatIfCard({ whatIf }: { whatIf: LkeWhatIf }) {
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          Apa yang dapat menaikkan predikat?
        </Title>
        {whatIf.predikat_berikutnya === null ? (
          <Text>Predikat sudah tertinggi (AA).</Text>
        ) : (
          <>
            <Text>
              Nilai saat ini {angka(whatIf.total)} (predikat {whatIf.predikat ?? '-'}). Predikat{' '}
              <b>{whatIf.predikat_berikutnya}</b> membutuhkan tambahan <b>{angka(whatIf.poin_dibutuhkan)}</b> poin
              {whatIf.cukup_dengan
                ? `, tercapai dengan memperbaiki ${whatIf.cukup_dengan} kriteria teratas di bawah.`
                : '.'}
            </Text>
            <List type="ordered" size="sm" spacing={4}>
              {whatIf.kriteria.map((k) => (
                <List.Item key={k.kriteria_id}>
                  <Group gap={6} wrap="nowrap" align="flex-start">
                    <Text size="sm">
                      {k.kode} {k.pertanyaan} ({k.komponen})
                    </Text>
                    <Badge variant="light" style={{ flexShrink: 0 }}>
                      +{angka(k.potensi)}
                    </Badge>
                  </Group>
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** The predikat's meaning beside a final value (result pages). */
export function PredikatInterpretasi({ kode }: { kode: string | null | undefined }) {
  const p = LKE_PREDIKAT.find((x) => x.kode === kode);
  return p ? (
    <Text size="sm" maw={560} data-testid="predikat-interpretasi">
      {p.interpretasi}
    </Text>
  ) : null;
}

/** Every predikat band with its label and interpretation (the recap). */
export function PredikatLegend() {
  return (
    <Card withBorder>
      <Title order={2} fz="h4" mb="xs">
        Arti Predikat
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={190}>Predikat</Table.Th>
              <Table.Th w={110}>Nilai</Table.Th>
              <Table.Th>Interpretasi</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {LKE_PREDIKAT.map((p) => (
              <Table.Tr key={p.kode}>
                <Table.Td>
                  <PredikatBadge kode={p.kode} />
                </Table.Td>
                <Table.Td>{p.min > 0 ? `> ${p.min} - ${p.max}` : `0 - ${p.max}`}</Table.Td>
                <Table.Td>
                  <Text size="sm">{p.interpretasi}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** The logical frame's warnings (kualitas / pemanfaatan above keberadaan): informs, never blocks. */
export function KerangkaLogisAlert({ items, title }: { items: LkeKerangkaLogis[]; title?: string }) {
  if (!items.length) return null;
  return (
    <Alert color="yellow" variant="light" title={title ?? 'Periksa kerangka logis'} data-testid="kerangka-logis">
      <List size="sm">
        {items.map((w) => (
          <List.Item key={w.sub_komponen_id}>{w.pesan}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
