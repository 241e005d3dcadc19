import { Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { configureApiClient } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { logoutLocally } from '../api/logout';
import { showForbidden } from './forbidden';

/** SPEC §8 texts. */
export const SERVER_ERROR_TITLE = 'Error!';
export const SERVER_ERROR_TEXT = 'Terjadi kesalahan saat memuat data';
export const VALIDATION_TOAST_TITLE = 'Oops...';
export const VALIDATION_TOAST_TEXT = 'Terjadi kesalahan saat memuat data. Data tidak sesuai. Kode error 422';
export const TOAST_AUTO_CLOSE_MS = 5000;
export const SESSION_EXPIRED_TITLE = 'Session Expired!';
export const SESSION_EXPIRED_TEXT = 'Please log in again to continue';

interface RouterLike {
  state: { location: { key: string } };
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void>;
}

let serverErrorOpen = false;
let sessionDialogOpen = false;

/** Installs the global reactions of the API client (dialogs, toasts, the 403 page, 401 dialog). */
export function installApiFeedback(queryClient: QueryClient, router: RouterLike): void {
  configureApiClient({
    onServerError(status) {
      if (serverErrorOpen) return;
      serverErrorOpen = true;
      modals.open({
        title: (
          <Group gap="xs">
            <IconX size={20} color="var(--mantine-color-red-8)" aria-hidden />
            <Text fw={700}>{SERVER_ERROR_TITLE}</Text>
          </Group>
        ),
        centered: true,
        onClose: () => {
          serverErrorOpen = false;
        },
        children: (
          <Stack gap="xs" role="alert">
            <Text>{SERVER_ERROR_TEXT}</Text>
            <Text size="sm" c="dimmed">
              Kode error: {status}
            </Text>
          </Stack>
        ),
      });
    },

    onValidationError() {
      notifications.show({
        color: 'red',
        title: VALIDATION_TOAST_TITLE,
        message: VALIDATION_TOAST_TEXT,
        autoClose: TOAST_AUTO_CLOSE_MS,
      });
    },

    onForbidden(message) {
      showForbidden(message, router.state.location.key);
    },

    onUnauthorized() {
      // "While logged in": only when the user was loaded; a dead token at start is cleared quietly.
      if (!queryClient.getQueryData(queryKeys.user) || sessionDialogOpen) return;
      sessionDialogOpen = true;
      modals.openConfirmModal({
        title: (
          <Group gap="xs">
            <IconAlertTriangle size={20} color="var(--mantine-color-orange-8)" aria-hidden />
            <Text fw={700}>{SESSION_EXPIRED_TITLE}</Text>
          </Group>
        ),
        centered: true,
        closeOnClickOutside: false,
        children: <Text>{SESSION_EXPIRED_TEXT}</Text>,
        labels: { confirm: 'OK', cancel: 'Cancel' },
        onConfirm: () => {
          void logoutLocally(queryClient, (to, options) => router.navigate(to, options));
        },
        onClose: () => {
          sessionDialogOpen = false;
        },
      });
    },

    onTooManyRequests(message) {
      notifications.show({
        color: 'orange',
        title: 'Terlalu banyak permintaan',
        message,
        autoClose: TOAST_AUTO_CLOSE_MS,
      });
    },

    onNetworkError(error) {
      notifications.show({
        color: 'red',
        title: 'Koneksi gagal',
        message: error.message,
        autoClose: TOAST_AUTO_CLOSE_MS,
      });
    },
  });
}
