import { useDeleteCrud } from '../../api/crud';
import { confirmDelete } from '../ConfirmDelete';
import { submitFeedback } from './use-crud-submit';

/**
 * Delete with confirmation for a CRUD group: asks, deletes, toasts; the server's 422 (e.g. the
 * children that block the delete) and 409 (a record in use) are shown as they are.
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
        remove.mutate(
          row.id,
          submitFeedback({
            success: 'Data berhasil dihapus',
            onSuccess: () => after?.(),
            errorTitle: 'Tidak dapat dihapus',
            // 409: a record still in use (the organisation, issue 24) names where it is used.
            alsoStatuses: [409],
          }),
        ),
    });
}
