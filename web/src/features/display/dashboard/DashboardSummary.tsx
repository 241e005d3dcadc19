import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  ColorSwatch,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBuildingCommunity,
  IconCalendarEvent,
  IconChecklist,
  IconClockHour4,
  IconUsers,
} from '@tabler/icons-react';
import {
  can,
  formatDate,
  formatNumber,
  ROLE_LABELS,
  roleName,
  statePerencanaanOf,
  validasiPerencanaanWorkflow,
  workflowBadge,
} from '@sakip/domain';
import { menusFor, type MenuGroup } from '@sakip/domain/menus';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../api/session';
import { LoadingText } from '../../../components/LoadingText';
import { ReadonlyTable } from '../../../components/ReadonlyTable';
import { useRingkasan, type Ringkasan } from './api';

function StatCard({
  label,
  value,
  icon,
  footer,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text component="div" fw={700} fz="xl" lh={1.3}>
            {value}
          </Text>
          {footer}
        </Stack>
        <ThemeIcon variant="light" size="xl" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

/**
 * The button of the validation card (issue 10 item 7): a unit whose plan is not submitted yet (or
 * was returned) is invited to submit it; everyone else opens the validation page.
 */
export function validasiAction(v: Ringkasan['validasi_perencanaan'], hasUnit: boolean): string {
  const submittable = !v || v.fase === 'belum-diajukan' || v.fase === 'ditolak';
  return hasUnit && submittable ? 'Ajukan Validasi Perencanaan' : 'Lihat Validasi Perencanaan';
}

export function validasiText(v: Ringkasan['validasi_perencanaan']): { label: string; color: string } {
  if (!v) return { label: 'Belum ada proses validasi', color: 'gray' };
  return workflowBadge(validasiPerencanaanWorkflow, statePerencanaanOf(v.fase, v.tahap));
}

/**
 * Issue 25 item 11: a role that does not take part in the planning validation (the LKE validators,
 * the heads approving team members, Bappeda) sees its own work, the entries of its menu, instead of
 * a validation card that would open a 403.
 */
function PekerjaanSaya({ groups }: { groups: MenuGroup[] }) {
  const work = groups.filter((g) => g.key !== 'dashboard');
  if (work.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pekerjaan-saya">
      <Group gap="xs" mb="sm">
        <IconChecklist size={20} aria-hidden />
        <Title order={2} fz="h4" id="pekerjaan-saya">
          Pekerjaan Anda
        </Title>
      </Group>
      <Stack gap="sm">
        {work.map((g) => (
          <div key={g.key}>
            <Text size="sm" fw={600} mb={6}>
              {g.label}
            </Text>
            <Group gap="xs">
              {g.items
                .filter((i) => i.to)
                .map((i) => (
                  <Button key={i.to} component={Link} to={i.to as string} size="xs" variant="light">
                    {i.label}
                  </Button>
                ))}
            </Group>
          </div>
        ))}
      </Stack>
    </Card>
  );
}

/** The summary cards of /dashboard and /dashboard-pd (GET /dashboard/ringkasan). */
export function DashboardSummary({ focusUnit = false }: { focusUnit?: boolean }) {
  const { user } = useSession();
  const { data, isPending, isError } = useRingkasan();

  if (isPending) return <LoadingText />;
  if (isError || !data) {
    return (
      <Alert color="red" variant="light">
        Ringkasan tidak dapat dimuat.
      </Alert>
    );
  }

  const role = user ? roleName(user.role_id) : undefined;
  const validasi = validasiText(data.validasi_perencanaan);

  return (
    <Stack gap="lg">
      {user ? (
        <Text>
          Selamat datang, <strong>{user.nama}</strong>
          {role ? ` (${ROLE_LABELS[role]})` : ''}.
        </Text>
      ) : null}

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 5 }} spacing="md">
        <StatCard label="Tahun Kinerja" value={data.tahun} icon={<IconCalendarEvent />} />
        <StatCard
          label="Satuan Kerja"
          value={
            <Text span fw={700} fz="md" lh={1.35}>
              {data.satuan_kerja?.satuan_kerja_nama ?? 'Semua satuan kerja'}
            </Text>
          }
          icon={<IconBuildingCommunity />}
        />
        {!focusUnit || !data.satuan_kerja ? (
          <StatCard
            label="Jumlah Satuan Kerja"
            value={formatNumber(data.jumlah_satuan_kerja)}
            icon={<IconBuildingCommunity />}
          />
        ) : null}
        {data.jumlah_pengguna !== null ? (
          <StatCard label="Jumlah Pengguna" value={formatNumber(data.jumlah_pengguna)} icon={<IconUsers />} />
        ) : null}
        {user && can(user, 'read', 'validasi-perencanaan') ? (
          <StatCard
            label="Validasi Perencanaan"
            value={
              <Group gap={8} wrap="nowrap" component="span">
                <ColorSwatch
                  color={`var(--mantine-color-${validasi.color}-7)`}
                  size={12}
                  withShadow={false}
                  aria-hidden
                />
                <Anchor component={Link} to="/validasi-perencanaan" fw={700} fz="md" lh={1.35} c="inherit">
                  {validasi.label}
                </Anchor>
              </Group>
            }
            footer={
              <Button component={Link} to="/validasi-perencanaan" size="xs" variant="light" mt={6}>
                {validasiAction(data.validasi_perencanaan, Boolean(user?.satuan_kerja_id))}
              </Button>
            }
            icon={<IconChecklist />}
          />
        ) : null}
      </SimpleGrid>

      {user && !can(user, 'read', 'validasi-perencanaan') ? (
        <PekerjaanSaya groups={menusFor(user, data.tahun)} />
      ) : null}

      <Card withBorder radius="md" padding="lg">
        <Group gap="xs" mb="sm">
          <IconClockHour4 size={20} aria-hidden />
          <Title order={2} fz="h4">
            Batas Waktu Tahun {data.tahun}
          </Title>
        </Group>
        {data.batas_waktu.length === 0 ? (
          <Text size="sm">Belum ada batas waktu untuk tahun ini.</Text>
        ) : (
          <ReadonlyTable
            verticalSpacing="xs"
            minWidth={420}
            rows={data.batas_waktu}
            rowKey={(b) => b.kode}
            columns={[
              { header: 'Batas Waktu', cell: (b) => b.nama },
              { header: 'Tanggal', cell: (b) => formatDate(`${b.nilai_date}T00:00:00`) },
              {
                header: 'Status',
                cell: (b) => (
                  <Badge color={b.terbuka ? 'green' : 'red'} variant="light" radius="sm">
                    {b.terbuka ? 'Terbuka' : 'Ditutup'}
                  </Badge>
                ),
              },
            ]}
          />
        )}
      </Card>
    </Stack>
  );
}
