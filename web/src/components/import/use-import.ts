import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointPath, type ImportPreview, type ImportRecipe } from '@sakip/domain';
import { api } from '../../api/client';
import { crudKeys } from '../../api/query-keys';

/**
 * The calls of the one import screen (decision 0053): the preview (multipart upload of the file,
 * and the unit for a chooser) and the apply of a previewed file by its token. The apply refetches
 * the list the import fills (the recipe's group).
 */
export function useImportPreview(recipe: ImportRecipe) {
  return useMutation({
    mutationFn: ({ file, unit }: { file: File; unit: string | null }) => {
      const form = new FormData();
      if (unit) form.append('satuan_kerja_id', unit);
      form.append('file', file);
      return api.post<ImportPreview>(endpointPath(recipe.endpoints.preview), form, {
        silent422: true,
        silentStatuses: [413, 404],
      });
    },
  });
}

interface Applied {
  message: string;
  data: ImportPreview['jumlah'];
}

export function useImportApply(recipe: ImportRecipe) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api.post<Applied>(endpointPath(recipe.endpoints.apply, { token }), undefined, {
        silent422: true,
        silentStatuses: [404],
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: crudKeys(recipe.group).all }),
  });
}
