import { Anchor, Badge, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { formatDate, type NotifikasiSaya } from '@sakip/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { submitFeedback } from '../../../components/crud/use-crud-submit';
import {
  useBacaNotifikasi,
  useBacaSemuaNotifikasi,
  useNotifikasi,
  useSimpanPengaturanNotifikasi,
} from './notifikasi-api';

/** One notification: its title (bold while unread) linking to the matter; opening it marks it read. */
function NotifikasiItem({ n }: { n: NotifikasiSaya['items'][number] }) {
  const baca = useBacaNotifikasi();
  return (
    <li>
      <Anchor
        component={Link}
        to={n.tautan}
        size="sm"
        fw={n.dibaca ? 400 : 700}
        onClick={() => (n.dibaca ? undefined : baca.mutate({ params: { id: String(n.id) } }))}
      >
        {n.judul}
      </Anchor>
      <Text size="xs" c="dimmed">
        {n.pesan} · {formatDate(n.created_at, true)}
      </Text>
    </li>
  );
}

/** The person's address and whether notifications also go by e-mail. */
function PengaturanEmail({ data }: { data: NotifikasiSaya }) {
  const [email, setEmail] = useState(data.email ?? '');
  const [aktif, setAktif] = useState(data.email_notifikasi);
  const [error, setError] = useState<string | null>(null);
  const simpan = useSimpanPengaturanNotifikasi();
  const submit = () =>
    simpan.mutate(
      { body: { email, email_notifikasi: aktif } },
      submitFeedback({
        success: 'Pengaturan pemberitahuan berhasil disimpan',
        onSuccess: () => setError(null),
        setErrors: (errors) => setError(errors.email ?? null),
      }),
    );
  return (
    <Stack gap="xs" mt="md">
      <Title order={3} fz="sm">
        Pemberitahuan lewat e-mail
      </Title>
      {!data.email_aktif ? (
        <Text size="xs" c="dimmed">
          Server ini belum dikonfigurasi untuk mengirim e-mail; pemberitahuan tampil di aplikasi saja.
        </Text>
      ) : null}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="E-mail"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
          maw={320}
        />
        <Switch
          label="Kirim pemberitahuan lewat e-mail"
          checked={aktif}
          onChange={(e) => setAktif(e.currentTarget.checked)}
        />
        <Button size="xs" onClick={submit} loading={simpan.isPending}>
          Simpan
        </Button>
      </Group>
    </Stack>
  );
}

/** Pemberitahuan: the latest notifications of workflow events, read and unread. */
export function NotifikasiPanel() {
  const { data } = useNotifikasi();
  const semua = useBacaSemuaNotifikasi();
  const mine = data?.data;
  if (!mine) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="pemberitahuan" mb="md">
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Title order={2} fz="md" id="pemberitahuan">
            Pemberitahuan
          </Title>
          {mine.belum_dibaca > 0 ? <Badge color="red.8">{mine.belum_dibaca} belum dibaca</Badge> : null}
        </Group>
        {mine.belum_dibaca > 0 ? (
          <Button size="xs" variant="subtle" loading={semua.isPending} onClick={() => semua.mutate({})}>
            Tandai semua sudah dibaca
          </Button>
        ) : null}
      </Group>
      {mine.items.length === 0 ? (
        <Text size="sm">Belum ada pemberitahuan.</Text>
      ) : (
        <Stack gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {mine.items.map((n) => (
            <NotifikasiItem key={n.id} n={n} />
          ))}
        </Stack>
      )}
      <PengaturanEmail key={`${mine.email ?? ''}-${mine.email_notifikasi}`} data={mine} />
    </Paper>
  );
}
