import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconLogin } from '@tabler/icons-react';
import { loginSchema, type SessionUser } from '@sakip/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { api, isApiError } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { setToken } from '../../api/token';
import { serverFieldErrors, useZodForm } from '../../components/form/use-zod-form';
import { finishLoggingOut } from '../../api/logout';
import { useSetupStatus } from './setup-status';

interface LoginResponse {
  token: string;
  expires_at: string;
  user: SessionUser;
}

/**
 * /login. On success the session is stored; the guest guard of this route then sends the user to
 * the page kept in localStorage ('intended_url') or to /dashboard.
 */
export default function LoginPage() {
  const queryClient = useQueryClient();
  const form = useZodForm(loginSchema, { username: '', password: '', remember: false });
  const [notice, setNotice] = useState<string | null>(null);
  // A fresh installation without any account: the first-run setup instead of a login nobody has.
  const setup = useSetupStatus();

  useEffect(() => {
    finishLoggingOut();
  }, []);

  const login = useMutation({
    mutationFn: (body: { username: string; password: string; remember: boolean }) =>
      api.post<LoginResponse>('/login', body, { silent422: true, silentStatuses: [429] }),
    onSuccess: (res, body) => {
      setToken(res.token, body.remember);
      queryClient.setQueryData(queryKeys.user, res.user);
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      if (error.status === 422) {
        const fields = serverFieldErrors(error.errors);
        form.setErrors(fields);
        if (Object.keys(fields).length === 0) setNotice(error.message);
      } else if (error.status === 429 || error.status === 403 || error.status === 401) {
        setNotice(error.message);
      }
    },
  });

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
      <Stack gap={4} ta="center">
        <Title order={1} fz="h2">
          Masuk ke Sakip
        </Title>
        <Text size="sm" c="dimmed">
          Sistem Akuntabilitas Kinerja Instansi Pemerintah
        </Text>
      </Stack>

      {notice ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {notice}
        </Alert>
      ) : null}

      <form onSubmit={onSubmit} noValidate aria-label="Formulir masuk">
        <Stack gap="md">
          <TextInput
            label="Username"
            name="username"
            autoComplete="username"
            required
            withAsterisk={false}
            data-autofocus
            value={form.values.username}
            onChange={(e) => form.setField('username', e.currentTarget.value)}
            error={form.errors.username}
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            withAsterisk={false}
            value={form.values.password}
            onChange={(e) => form.setField('password', e.currentTarget.value)}
            error={form.errors.password}
            visibilityToggleButtonProps={{ 'aria-label': 'Tampilkan atau sembunyikan kata sandi' }}
          />
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
