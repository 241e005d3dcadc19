import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { userResetPasswordSchema, type UserRecord } from '@sakip/domain';
import type { FormEvent } from 'react';
import { submitFeedback } from '../../components/crud/use-crud-submit';
import { useZodForm } from '../../components/form/use-zod-form';
import { useResetPassword } from './api';

export function ResetPasswordModal({ user, onClose }: { user: UserRecord | null; onClose: () => void }) {
  return (
    <Modal opened={user !== null} onClose={onClose} title="Reset Password" centered>
      {user ? <ResetPasswordForm key={user.id} user={user} onDone={onClose} /> : null}
    </Modal>
  );
}

function ResetPasswordForm({ user, onDone }: { user: UserRecord; onDone: () => void }) {
  const form = useZodForm(userResetPasswordSchema, { password: '' });
  const reset = useResetPassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    if (!parsed) return;
    reset.mutate(
      { params: { id: String(user.id) }, body: { password: parsed.password } },
      submitFeedback({ success: 'Password berhasil direset', onSuccess: onDone, setErrors: form.setErrors }),
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Formulir reset password">
      <Stack gap="md">
        <Text size="sm">
          Password baru untuk <strong>{user.nama}</strong> ({user.username}).
        </Text>
        <PasswordInput
          label="Password baru"
          required
          autoComplete="new-password"
          value={form.values.password}
          onChange={(e) => form.setField('password', e.currentTarget.value)}
          error={form.errors.password}
          description="Minimal 8 karakter."
          data-autofocus
          visibilityToggleButtonProps={{ 'aria-label': 'Tampilkan atau sembunyikan kata sandi' }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} type="button">
            Batal
          </Button>
          <Button type="submit" loading={reset.isPending}>
            Reset Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
