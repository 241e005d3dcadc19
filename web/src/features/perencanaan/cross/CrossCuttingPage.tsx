import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { KinerjaChild } from '@sakip/domain';
import { IconPlus } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { submitFeedback } from '../../../components/crud/use-crud-submit';
import { LOADING_TEXT, LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { ChildrenTable } from '../../../components/crud/ChildrenTable';
import { ShowFields, type ShowFieldItem } from '../../../components/crud/ShowField';

/** The texts naming the adopted child on a cross-cutting page. */
export interface CrossCuttingTexts {
  /** Capitalised, in the headings: "Tambah {heading} Cross Cutting", "{heading} Cross Cutting". */
  heading: string;
  /** Inside sentences: "Belum ada {noun} cross cutting", "Lepas {noun} …". */
  noun: string;
  pickerLabel: string;
  requiredMessage: string;
}

/** A write of the page (adopt or release one child by id); the server answers with a message. */
type CrossMutation = UseMutationResult<{ message: string }, Error, number>;

interface CrossCuttingPageProps<D, K extends { id: number }> {
  list: UseQueryResult<D>;
  /** The candidates of the search text (searched on the server); fetched only while enabled. */
  useKandidat: (search: string, enabled: boolean) => UseQueryResult<K[]>;
  kandidatLabel: (k: K) => string;
  adopt: CrossMutation;
  release: CrossMutation;
  /** The field of the adopt payload, where a 422 puts its message. */
  childKey: string;
  texts: CrossCuttingTexts;
  parentFields: (data: D) => ShowFieldItem[];
  rows: (data: D) => KinerjaChild[];
  childGroup: string | null;
  /** How a child is named in the release question and its button. */
  childName: (child: KinerjaChild) => string;
  mayWrite: boolean;
  /** Writing allowed by role but not now (e.g. the planning is locked); `notice` says why. */
  disabled?: boolean;
  notice?: ReactNode;
}

type AdoptFormProps<K extends { id: number }> = Pick<
  CrossCuttingPageProps<unknown, K>,
  'useKandidat' | 'kandidatLabel' | 'adopt' | 'childKey' | 'texts'
> & { disabled: boolean };

/** The picker of a child of another unit or goal (searched on the server) and the button adopting it. */
function AdoptForm<K extends { id: number }>({
  useKandidat,
  kandidatLabel,
  adopt,
  childKey,
  texts,
  disabled,
}: AdoptFormProps<K>) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const kandidat = useKandidat(chosen ? '' : debounced, !disabled);
  const [error, setError] = useState<string | undefined>();
  const data = useMemo(
    () => (kandidat.data ?? []).map((k) => ({ value: String(k.id), label: kandidatLabel(k) })),
    [kandidat.data, kandidatLabel],
  );

  const onAdopt = () => {
    if (!chosen) {
      setError(texts.requiredMessage);
      return;
    }
    adopt.mutate(
      Number(chosen),
      submitFeedback({
        success: 'Data berhasil ditambahkan',
        onSuccess: () => {
          setChosen(null);
          setSearch('');
        },
        // One picker: the child's error (or the first one) shows under it.
        setErrors: (fields) => setError(fields[childKey] ?? Object.values(fields)[0]),
        toastFields: [],
        errorTitle: 'Gagal',
        alsoStatuses: [404],
      }),
    );
  };

  return (
    <Group align="flex-end" wrap="wrap">
      <Select
        label={texts.pickerLabel}
        placeholder="Ketik untuk mencari"
        data={data}
        value={chosen}
        onChange={(v) => {
          setChosen(v);
          setError(undefined);
        }}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // The server already filtered by the search text.
        filter={({ options }) => options}
        nothingFoundMessage={kandidat.isFetching ? LOADING_TEXT : 'Tidak ada data'}
        clearable
        disabled={disabled}
        error={error}
        style={{ flex: '1 1 420px' }}
        comboboxProps={{ withinPortal: true }}
      />
      <Button
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={onAdopt}
        loading={adopt.isPending}
        disabled={disabled}
      >
        Tambahkan
      </Button>
    </Group>
  );
}

/**
 * A cross-cutting page: the parent, the children of other units (or goals) it adopted, adopting
 * another and releasing one. The feature supplies the calls and the texts of its level.
 */
export function CrossCuttingPage<D, K extends { id: number }>(props: CrossCuttingPageProps<D, K>) {
  const { list, release, texts, childName, mayWrite, notice } = props;
  const disabled = Boolean(props.disabled) || !mayWrite;

  const onRelease = (child: KinerjaChild) =>
    modals.openConfirmModal({
      title: 'Lepas cross cutting',
      centered: true,
      children: (
        <Text size="sm">
          Lepas {texts.noun} &quot;{childName(child)}&quot; milik {child.satuan_kerja_nama} dari cross cutting? Datanya
          sendiri tidak dihapus.
        </Text>
      ),
      labels: { confirm: 'Lepas', cancel: 'Batal' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        release.mutate(
          child.id,
          submitFeedback({ success: 'Cross cutting dilepas', errorTitle: 'Gagal', alsoStatuses: [404] }),
        ),
    });

  if (list.isPending) return <LoadingText />;
  const data = list.data;
  if (!data) return <Text>Data tidak ditemukan</Text>;

  return (
    <>
      <PageHeader />
      <Stack gap="md">
        {notice}
        <Paper withBorder radius="md" p="md">
          <ShowFields items={props.parentFields(data)} />
        </Paper>
        {mayWrite ? (
          <Paper withBorder radius="md" p="md">
            <Title order={2} fz="h4" mb="sm">
              Tambah {texts.heading} Cross Cutting
            </Title>
            <AdoptForm
              useKandidat={props.useKandidat}
              kandidatLabel={props.kandidatLabel}
              adopt={props.adopt}
              childKey={props.childKey}
              texts={texts}
              disabled={disabled}
            />
          </Paper>
        ) : null}
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="h4" mb="sm">
            {texts.heading} Cross Cutting
          </Title>
          <ChildrenTable
            rows={props.rows(data)}
            childGroup={props.childGroup}
            emptyText={`Belum ada ${texts.noun} cross cutting`}
            withUnit
            action={
              mayWrite
                ? (child) => (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      disabled={disabled}
                      aria-label={`Lepas ${childName(child)}`}
                      onClick={() => onRelease(child)}
                    >
                      Lepas
                    </Button>
                  )
                : undefined
            }
          />
        </Paper>
      </Stack>
    </>
  );
}
