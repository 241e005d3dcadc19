import { Alert, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { SETUP_PASSWORD_MIN } from '@sakip/domain';
import type { ReactNode } from 'react';
import type { FormErrors } from '../../components/form/use-zod-form';

interface CredentialFieldsProps {
  values: { username: string; password: string };
  errors: FormErrors;
  onChange: (field: 'username' | 'password', value: string) => void;
  /** The first account of /setup: a new password with its minimum, required marks shown. */
  newAccount?: boolean;
  /** Fields between the username and the password (setup: the full name). */
  children?: ReactNode;
}

/** Username and password of the login form and of the first account in /setup. */
export function CredentialFields({ values, errors, onChange, newAccount = false, children }: CredentialFieldsProps) {
  return (
    <>
      <TextInput
        label="Username"
        name="username"
        autoComplete="username"
        required
        withAsterisk={newAccount}
        data-autofocus={newAccount ? undefined : true}
        value={values.username}
        onChange={(e) => onChange('username', e.currentTarget.value)}
        error={errors.username}
      />
      {children}
      <PasswordInput
        label="Password"
        description={newAccount ? `Minimal ${SETUP_PASSWORD_MIN} karakter` : undefined}
        name="password"
        autoComplete={newAccount ? 'new-password' : 'current-password'}
        required
        withAsterisk={newAccount}
        value={values.password}
        onChange={(e) => onChange('password', e.currentTarget.value)}
        error={errors.password}
        visibilityToggleButtonProps={{ 'aria-label': 'Tampilkan atau sembunyikan kata sandi' }}
      />
    </>
  );
}

/** The centred title and subtitle above the login and setup forms. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Stack gap={4} ta="center">
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {subtitle}
      </Text>
    </Stack>
  );
}

/** The refusal the server gives without a field (wrong password, too many tries, setup closed). */
export function AuthNotice({ notice }: { notice: string | null }) {
  return notice ? (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {notice}
    </Alert>
  ) : null;
}
