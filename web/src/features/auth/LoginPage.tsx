import { Anchor, Button, Checkbox, Stack } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { loginEndpoint, loginSchema } from '@sakip/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { isApiError } from '../../api/client';
import { callEndpoint } from '../../api/endpoint';
import { queryKeys } from '../../api/query-keys';
import { setToken } from '../../api/token';
import { serverFieldErrors, type FormErrors, useZodForm } from '../../components/form/use-zod-form';
import { finishLoggingOut } from '../../api/logout';
import { AuthHeading, AuthNotice, CredentialFields } from './CredentialFields';
import { useSetupStatus } from './setup-status';

type LoginBody = { username: string; password: string; remember: boolean };

/**
 * The login call: the session is stored on success; a 422 goes onto the fields (or the notice when
 * it names none), a refusal (401, 403, 429) into the notice.
 */
function useLogin(setErrors: (errors: FormErrors) => void, setNotice: (notice: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => callEndpoint(loginEndpoint, { body }, { silent422: true, silentStatuses: [429] }),
    onSuccess: (res, body) => {
      setToken(res.token, body.remember);
      queryClient.setQueryData(queryKeys.user, res.user);
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      if (error.status === 422) {
        const fields = serverFieldErrors(error.errors);
        setErrors(fields);
        if (Object.keys(fields).length === 0) setNotice(error.message);
      } else if (error.status === 429 || error.status === 403 || error.status === 401) {
        setNotice(error.message);
      }
    },
  });
}

/**
 * /login. On success the session is stored; the guest guard of this route then sends the user to
 * the page kept in localStorage ('intended_url') or to /dashboard.
 */
export default function LoginPage() {
  const form = useZodForm(loginSchema, { username: '', password: '', remember: false });
  const [notice, setNotice] = useState<string | null>(null);
  // A fresh installation without any account: the first-run setup instead of a login nobody has.
  const setup = useSetupStatus();
  const login = useLogin(form.setErrors, setNotice);

  useEffect(() => {
    finishLoggingOut();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const parsed = form.validate();
    if (!parsed) return;
    login.mutate({ username: parsed.username, password: parsed.password, remember: parsed.remember });
  };

  if (setup.data?.diperlukan) return <Navigate to="/setup" replace />;

  return (
    <Stack gap="lg">
      <AuthHeading title="Masuk ke Sakip" subtitle="Sistem Akuntabilitas Kinerja Instansi Pemerintah" />
      <AuthNotice notice={notice} />

      <form onSubmit={onSubmit} noValidate aria-label="Formulir masuk">
        <Stack gap="md">
          <CredentialFields values={form.values} errors={form.errors} onChange={form.setField} />
          <Checkbox
            label="Ingat saya"
            name="remember"
            checked={form.values.remember}
            onChange={(e) => form.setField('remember', e.currentTarget.checked)}
          />
          <Button type="submit" fullWidth loading={login.isPending} leftSection={<IconLogin size={18} aria-hidden />}>
            Masuk
          </Button>
        </Stack>
      </form>

      <Anchor component={Link} to="/" size="sm" ta="center">
        Kembali ke halaman depan
      </Anchor>
    </Stack>
  );
}
