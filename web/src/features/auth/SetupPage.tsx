import { Button, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { setupEndpoint, setupSchema, setupStatusEndpoint } from '@sakip/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { isApiError } from '../../api/client';
import { callEndpoint, endpointKey } from '../../api/endpoint';
import { queryKeys } from '../../api/query-keys';
import { submitFeedback } from '../../components/crud/use-crud-submit';
import { focusFirstError, type FormErrors, useZodForm } from '../../components/form/use-zod-form';
import { AuthHeading, AuthNotice, CredentialFields } from './CredentialFields';
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
type SetupValues = typeof INITIAL;
type Field = keyof SetupValues;

const PROFILE: [Field, string][] = [
  ['nama_kota', 'Nama pemerintah daerah'],
  ['nama_provinsi', 'Provinsi'],
  ['nama_walikota', 'Kepala daerah'],
  ['nama_wakil_walikota', 'Wakil kepala daerah'],
  ['nama_sekda', 'Sekretaris daerah'],
  ['tempat_pk', 'Tempat penandatanganan PK'],
];

/**
 * The setup call: on success the setup status and the city profile are read again and the login
 * follows; a closed setup (403 wrong token, 409 already done) goes into the notice.
 */
function useSetupSubmit(setErrors: (errors: FormErrors) => void, setNotice: (notice: string) => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setup = useMutation({
    mutationFn: (body: SetupValues) =>
      callEndpoint(setupEndpoint, { body }, { silent422: true, silentStatuses: [403, 409] }),
  });
  const submit = (values: SetupValues) => {
    const { token, ...rest } = values;
    setup.mutate(
      { ...rest, token: token.trim() },
      {
        ...submitFeedback({
          success: 'Penyiapan awal selesai',
          setErrors,
          onSuccess: () => {
            void queryClient.invalidateQueries({ queryKey: endpointKey(setupStatusEndpoint) });
            void queryClient.invalidateQueries({ queryKey: queryKeys.aplikasi });
            void navigate('/login', { replace: true });
          },
        }),
        onError: (error) => {
          if (isApiError(error) && (error.status === 403 || error.status === 409)) setNotice(error.message);
          else submitFeedback({ success: '', setErrors }).onError(error);
        },
      },
    );
  };
  return { setup, submit };
}

/**
 * /setup: the first-run setup of a new installation (DOMAIN-3 §2): the first super account and
 * the city profile in one step. Open only while no account exists; from another machine than the
 * server it needs the setup token printed in the server log.
 */
export default function SetupPage() {
  const status = useSetupStatus();
  const form = useZodForm(setupSchema, INITIAL);
  const [notice, setNotice] = useState<string | null>(null);
  const { setup, submit } = useSetupSubmit(form.setErrors, setNotice);

  if (status.data && !status.data.diperlukan && !setup.isSuccess) return <Navigate to="/login" replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!form.validate()) {
      focusFirstError();
      return;
    }
    submit(form.values);
  };

  const input = (field: Field, label: string, autoComplete = 'off') => (
    <TextInput
      key={field}
      label={label}
      name={field}
      autoComplete={autoComplete}
      required={field === 'nama' || field === 'nama_kota'}
      value={form.values[field]}
      onChange={(e) => form.setField(field, e.currentTarget.value)}
      error={form.errors[field]}
    />
  );

  return (
    <Stack gap="lg">
      <AuthHeading
        title="Penyiapan Awal Sakip"
        subtitle="Belum ada akun pengguna. Buat akun super pertama dan isi profil pemerintah daerah."
      />
      <AuthNotice notice={notice} />

      <form onSubmit={onSubmit} noValidate aria-label="Formulir penyiapan awal">
        <Stack gap="md">
          <Fieldset legend="Akun super pertama">
            <Stack gap="sm">
              <CredentialFields values={form.values} errors={form.errors} onChange={form.setField} newAccount>
                {input('nama', 'Nama lengkap', 'name')}
              </CredentialFields>
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
