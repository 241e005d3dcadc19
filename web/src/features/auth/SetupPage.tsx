import { Alert, Button, Fieldset, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconBuildingCommunity } from '@tabler/icons-react';
import { SETUP_PASSWORD_MIN, setupSchema } from '@sakip/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { api, isApiError } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { submitFeedback } from '../../components/crud/use-crud-submit';
import { focusFirstError, useZodForm } from '../../components/form/use-zod-form';
import { useSetupStatus } from './setup-status';

const INITIAL = {
  username: '',
  nama: '',
  password: '',
  nama_kota: '',
  nama_provinsi: '',
  nama_walikota: '',
  nama_wakil_walikota: '',
  nama_sekda: '',
  tempat_pk: '',
  token: '',
};
type Field = keyof typeof INITIAL;

const ACCOUNT: [Field, string, string?][] = [
  ['username', 'Username', 'username'],
  ['nama', 'Nama lengkap', 'name'],
];
const PROFILE: [Field, string][] = [
  ['nama_kota', 'Nama pemerintah daerah'],
  ['nama_provinsi', 'Provinsi'],
  ['nama_walikota', 'Kepala daerah'],
  ['nama_wakil_walikota', 'Wakil kepala daerah'],
  ['nama_sekda', 'Sekretaris daerah'],
  ['tempat_pk', 'Tempat penandatanganan PK'],
];

/**
 * /setup: the first-run setup of a new installation (DOMAIN-3 §2): the first super account and
 * the city profile in one step. Open only while no account exists; from another machine than the
 * server it needs the setup token printed in the server log.
 */
export default function SetupPage() {
  const status = useSetupStatus();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(setupSchema, INITIAL);
  const [notice, setNotice] = useState<string | null>(null);

  const setup = useMutation({
    mutationFn: (body: typeof INITIAL) =>
      api.post<{ message: string }>('/setup', body, { silent422: true, silentStatuses: [403, 409] }),
  });

  if (status.data && !status.data.diperlukan && !setup.isSuccess) return <Navigate to="/login" replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!form.validate()) {
      focusFirstError();
      return;
    }
    const { token, ...rest } = form.values;
    setup.mutate({ ...rest, token: token.trim() }, {
      ...submitFeedback({
        success: 'Penyiapan awal selesai',
        setErrors: form.setErrors,
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: queryKeys.setup });
          void queryClient.invalidateQueries({ queryKey: queryKeys.aplikasi });
          void navigate('/login', { replace: true });
        },
      }),
      onError: (error) => {
        if (isApiError(error) && (error.status === 403 || error.status === 409)) setNotice(error.message);
        else submitFeedback({ success: '', setErrors: form.setErrors }).onError(error);
      },
    });
  };

  const input = (field: Field, label: string, autoComplete?: string) => (
    <TextInput
      key={field}
      label={label}
      name={field}
      autoComplete={autoComplete ?? 'off'}
      required={field === 'username' || field === 'nama' || field === 'nama_kota'}
      value={form.values[field]}
      onChange={(e) => form.setField(field, e.currentTarget.value)}
      error={form.errors[field]}
    />
  );

  return (
    <Stack gap="lg">
      <Stack gap={4} ta="center">
        <Title order={1} fz="h2">
          Penyiapan Awal Sakip
        </Title>
        <Text size="sm" c="dimmed">
          Belum ada akun pengguna. Buat akun super pertama dan isi profil pemerintah daerah.
        </Text>
      </Stack>

      {notice ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {notice}
        </Alert>
      ) : null}

      <form onSubmit={onSubmit} noValidate aria-label="Formulir penyiapan awal">
        <Stack gap="md">
          <Fieldset legend="Akun super pertama">
            <Stack gap="sm">
              {ACCOUNT.map(([field, label, ac]) => input(field, label, ac))}
              <PasswordInput
                label="Password"
                description={`Minimal ${SETUP_PASSWORD_MIN} karakter`}
                name="password"
                autoComplete="new-password"
                required
                value={form.values.password}
                onChange={(e) => form.setField('password', e.currentTarget.value)}
                error={form.errors.password}
                visibilityToggleButtonProps={{ 'aria-label': 'Tampilkan atau sembunyikan kata sandi' }}
              />
            </Stack>
          </Fieldset>
          <Fieldset legend="Profil pemerintah daerah">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {PROFILE.map(([field, label]) => input(field, label))}
            </SimpleGrid>
          </Fieldset>
          <TextInput
            label="Token penyiapan"
            description="Hanya diperlukan bila halaman ini dibuka dari komputer lain: salin dari log server."
            name="token"
            autoComplete="off"
            value={form.values.token}
            onChange={(e) => form.setField('token', e.currentTarget.value)}
            error={form.errors.token}
          />
          <Button
            type="submit"
            fullWidth
            loading={setup.isPending}
            leftSection={<IconBuildingCommunity size={18} aria-hidden />}
          >
            Simpan dan Lanjutkan
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
