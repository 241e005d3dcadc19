import { notifications } from '@mantine/notifications';
import { isApiError, messageFrom } from '../../api/client';
import { useDeleteCrud } from '../../api/crud';
import { confirmDelete } from '../ConfirmDelete';

/**
 * Delete with confirmation for a CRUD group: asks, deletes, toasts; the server's 422 (e.g. the
 * children that block the delete) is shown as it is.
 */
export function useDeleteAction<R extends { id: number }>(
  group: string,
  confirmText: (row: R) => string,
  after?: () => void,
) {
  const remove = useDeleteCrud(group);
  return (row: R) =>
    confirmDelete({
      message: `${confirmText(row)} Data yang dihapus tidak dapat dikembalikan.`,
      onConfirm: () =>
        remove.mutate(row.id, {
          onSuccess: (res) => {
            notifications.show({
              color: 'green',
              title: 'Berhasil',
              message: messageFrom(res, 'Data berhasil dihapus'),
            });
            after?.();
          },
          onError: (error) => {
            if (isApiError(error) && error.status === 422) {
              notifications.show({ color: 'red', title: 'Tidak dapat dihapus', message: error.message });
            }
          },
        }),
    });
}
